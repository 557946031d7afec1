import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { Button } from '@/ui/button';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { DataTable } from '@/ui/data-table';
import { useLanguage } from '@/i18n/use-language';
import { invoiceColumns } from './invoice-columns';
import { invoicesQuery } from '@/app/invoices-query';

/** spec §2 payment history (/invoices): invoices and credit notes, each with its PDF. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const invoices = useQuery(invoicesQuery);
  usePageTitle(t('invoices.title'));

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('invoices.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('invoices.intro')}</p>
      </div>
      {invoices.isPending ? (
        <LoadingRegion
          label={t('app.loading')}
          className="space-y-2 rounded-card bg-surface p-4 shadow-card"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </LoadingRegion>
      ) : invoices.isError ? (
        <div role="alert" className="rounded-card bg-surface p-6 shadow-card">
          <p className="font-semibold">{t('invoices.failed')}</p>
          <Button
            className="mt-4"
            pending={invoices.isFetching}
            onClick={() => void invoices.refetch()}
          >
            {t('common.retry')}
          </Button>
        </div>
      ) : invoices.data.length === 0 ? (
        <p className="rounded-card bg-surface p-6 text-ink-muted shadow-card">
          {t('invoices.empty')}
        </p>
      ) : (
        <DataTable
          caption={t('invoices.title')}
          columns={invoiceColumns(t, language)}
          rows={invoices.data}
          rowKey={(invoice) => invoice.id}
          minWidthClass="min-w-[40rem]"
        />
      )}
    </div>
  );
}
