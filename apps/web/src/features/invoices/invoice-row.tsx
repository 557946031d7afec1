import type { Invoice } from '@halyard/contract';
import { formatMoney } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { DownloadIcon } from '@/ui/icons';
import { isApiError } from '@/app/api-error';
import { useDownloadInvoice, useReissueInvoice } from '@/app/invoices-query';

/** One invoice or credit note of the payment history, with its PDF. */
export function InvoiceRow({ invoice }: { readonly invoice: Invoice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const download = useDownloadInvoice();
  const reissue = useReissueInvoice();
  const description = invoice.lines.map((line) => line.description).join(', ');

  return (
    <tr className="border-t border-border align-top">
      <th scope="row" className="px-4 py-3 text-start font-semibold whitespace-nowrap">
        {invoice.number}
      </th>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(invoice.issued_at, language)}</td>
      <td className="px-4 py-3">
        {description}
        {invoice.related_invoice_number ? (
          <span className="block text-sm text-ink-muted">
            {t('invoices.refundOf', { number: invoice.related_invoice_number })}
          </span>
        ) : null}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{t(`invoices.kind.${invoice.kind}`)}</td>
      <td className="px-4 py-3 text-end font-semibold whitespace-nowrap tabular-nums">
        {formatMoney(invoice.total, language.code)}
        {invoice.credit_applied.unscaledValue > 0 ? (
          <span className="block text-sm font-normal text-ink-muted">
            {t('invoices.creditApplied', {
              amount: formatMoney(invoice.credit_applied, language.code),
            })}
          </span>
        ) : null}
      </td>
      <td className="px-4 py-3 text-end">
        <button
          type="button"
          aria-busy={download.isPending || undefined}
          aria-label={t('invoices.downloadLabel', { number: invoice.number })}
          onClick={() => {
            if (!download.isPending) download.mutate(invoice);
          }}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-control px-2 font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          <DownloadIcon className="size-4" />
          {download.isPending ? t('invoices.downloading') : t('invoices.download')}
        </button>
        {download.isError ? (
          <p role="alert" className="mt-1 text-sm text-danger-700">
            {t('invoices.downloadFailed')}
          </p>
        ) : null}
        <button
          type="button"
          aria-busy={reissue.isPending || undefined}
          onClick={() => {
            if (!reissue.isPending) reissue.mutate(invoice);
          }}
          className="mt-1 block min-h-10 rounded-control px-2 text-end text-sm text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('invoices.reissue', { number: invoice.number })}
        </button>
        {reissue.isSuccess ? (
          <p role="status" className="mt-1 text-sm text-success-800">
            {t('invoices.reissued', { number: invoice.number })}
          </p>
        ) : null}
        {reissue.isError ? (
          <p role="alert" className="mt-1 text-sm text-danger-700">
            {isApiError(reissue.error, 409)
              ? t('invoices.reissueNeedsDetails')
              : t('invoices.reissueFailed')}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
