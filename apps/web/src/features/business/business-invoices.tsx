import { formatMoney } from '@halyard/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { invoicesQuery, useDownloadInvoice } from '@/app/invoices-query';
import { useLanguage } from '@/i18n/use-language';
import { Skeleton } from '@/ui/skeleton';

/**
 * Issue 24 item 6: a business customer's invoices (each term and each seat purchase) on their
 * dashboard, with the PDFs — the business navigation has no payment-history page of its own.
 */
export function BusinessInvoices() {
  const { t } = useTranslation();
  const language = useLanguage();
  const invoices = useQuery(invoicesQuery);
  const download = useDownloadInvoice();
  return (
    <section
      aria-labelledby="business-invoices"
      className="rounded-card bg-surface p-5 shadow-card"
    >
      <h2 id="business-invoices" className="text-lg font-semibold">
        {t('businessLicenses.invoices.title')}
      </h2>
      {invoices.isPending ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : invoices.isError || invoices.data.length === 0 ? (
        <p className="mt-2 text-ink-muted">
          {invoices.isError ? t('invoices.failed') : t('invoices.empty')}
        </p>
      ) : (
        <table className="mt-3 w-full text-start">
          <caption className="sr-only">{t('businessLicenses.invoices.title')}</caption>
          <thead className="text-sm text-ink-muted">
            <tr>
              <th scope="col" className="py-2 text-start">
                {t('invoices.columns.number')}
              </th>
              <th scope="col" className="py-2 text-start">
                {t('invoices.columns.date')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('invoices.columns.total')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('invoices.columns.pdf')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.data.map((invoice) => (
              <tr key={invoice.id} className="border-t border-border">
                <th scope="row" className="py-2 text-start font-semibold">
                  {invoice.number}
                </th>
                <td className="py-2">{formatDate(invoice.issued_at, language)}</td>
                <td className="py-2 text-end tabular-nums">
                  {formatMoney(invoice.total, language.code)}
                </td>
                <td className="py-2 text-end">
                  <button
                    type="button"
                    aria-label={t('invoices.downloadLabel', { number: invoice.number })}
                    onClick={() => !download.isPending && download.mutate(invoice)}
                    className="min-h-10 font-medium text-brand-700 underline underline-offset-2"
                  >
                    {t('invoices.download')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
