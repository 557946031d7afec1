import { formatMoney } from '@halyard/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table';
import { formatDate } from '@/app/format';
import { invoicesQuery, useDownloadInvoice } from '@/app/invoices-query';
import { useLanguage } from '@/i18n/use-language';
import { Skeleton } from '@/ui/skeleton';
import { SectionCard } from '@/ui/section-card';

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
    <SectionCard title={t('businessLicenses.invoices.title')}>
      {invoices.isPending ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : invoices.isError || invoices.data.length === 0 ? (
        <p className="mt-2 text-ink-muted">
          {invoices.isError ? t('invoices.failed') : t('invoices.empty')}
        </p>
      ) : (
        <DataTable
          variant="inline"
          caption={t('businessLicenses.invoices.title')}
          rows={invoices.data}
          rowKey={(invoice) => invoice.id}
          columns={[
            {
              key: 'number',
              header: t('invoices.columns.number'),
              rowHeader: true,
              cell: (invoice) => invoice.number,
            },
            {
              key: 'date',
              header: t('invoices.columns.date'),
              cell: (invoice) => formatDate(invoice.issued_at, language),
            },
            {
              key: 'total',
              header: t('invoices.columns.total'),
              align: 'end',
              className: 'tabular-nums',
              cell: (invoice) => formatMoney(invoice.total, language.code),
            },
            {
              key: 'pdf',
              header: t('invoices.columns.pdf'),
              align: 'end',
              cell: (invoice) => (
                <button
                  type="button"
                  aria-label={t('invoices.downloadLabel', { number: invoice.number })}
                  onClick={() => !download.isPending && download.mutate(invoice)}
                  className="min-h-10 font-medium text-brand-700 underline underline-offset-2"
                >
                  {t('invoices.download')}
                </button>
              ),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
