import type { Invoice } from '@halyard/contract';
import { formatMoney } from '@halyard/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import type { Language } from '@/i18n/locales';
import type { DataColumn } from '@/ui/data-table';
import { DownloadIcon } from '@/ui/icons';
import { isApiError } from '@/app/api-error';
import { useDownloadInvoice, useReissueInvoice } from '@/app/invoices-query';
import { paidWithText } from './paid-with';
import { AlertLine } from '@/ui/alert-message';

/** The payment history's columns: number, date, description, type, total and the PDF actions. */
export function invoiceColumns(t: TFunction, language: Language): DataColumn<Invoice>[] {
  return [
    {
      key: 'number',
      header: t('invoices.columns.number'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (invoice) => invoice.number,
    },
    {
      key: 'date',
      header: t('invoices.columns.date'),
      className: 'whitespace-nowrap',
      cell: (invoice) => formatDate(invoice.issued_at, language),
    },
    {
      key: 'description',
      header: t('invoices.columns.description'),
      cell: (invoice) => (
        <>
          {invoice.lines.map((line) => line.description).join(', ')}
          {invoice.related_invoice_number ? (
            <span className="block text-sm text-ink-muted">
              {t('invoices.refundOf', { number: invoice.related_invoice_number })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'type',
      header: t('invoices.columns.type'),
      className: 'whitespace-nowrap',
      cell: (invoice) => t(`invoices.kind.${invoice.kind}`),
    },
    {
      key: 'total',
      header: t('invoices.columns.total'),
      align: 'end',
      className: 'font-semibold whitespace-nowrap tabular-nums',
      cell: (invoice) => (
        <>
          {formatMoney(invoice.total, language.code)}
          {invoice.credit_applied.unscaledValue > 0 ? (
            <span className="block text-sm font-normal text-ink-muted">
              {t(
                invoice.kind === 'credit_note'
                  ? 'invoices.refundedToBalance'
                  : 'invoices.creditApplied',
                { amount: formatMoney(invoice.credit_applied, language.code) },
              )}
            </span>
          ) : null}
          <PaidWith t={t} invoice={invoice} />
        </>
      ),
    },
    {
      key: 'pdf',
      header: t('invoices.columns.pdf'),
      hiddenHeader: true,
      align: 'end',
      cell: (invoice) => <InvoiceActions invoice={invoice} />,
    },
  ];
}

/** Decision 0218 addendum: the balance, the method or both, under the invoice's total. */
function PaidWith({ t, invoice }: { readonly t: TFunction; readonly invoice: Invoice }) {
  const text = paidWithText(t, invoice);
  return text ? <span className="block text-sm font-normal text-ink-muted">{text}</span> : null;
}

/** Download the PDF, or re-issue it with the current billing details (decision 0190). */
function InvoiceActions({ invoice }: { readonly invoice: Invoice }) {
  const { t } = useTranslation();
  const download = useDownloadInvoice();
  const reissue = useReissueInvoice();
  return (
    <>
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
      <AlertLine
        message={download.isError ? t('invoices.downloadFailed') : null}
        className="mt-1 text-sm"
      />
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
    </>
  );
}
