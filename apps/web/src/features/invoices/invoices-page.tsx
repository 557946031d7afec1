import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { Button } from '@/ui/button';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { InvoiceRow } from './invoice-row';
import { invoicesQuery } from '@/app/invoices-query';

const COLUMNS = ['number', 'date', 'description', 'type', 'total'] as const;

/** spec §2 payment history (/invoices): invoices and credit notes, each with its PDF. */
export function InvoicesPage() {
  const { t } = useTranslation();
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
        // A narrow screen scrolls the table sideways; the region is focusable for keyboard users.
        <div
          role="region"
          aria-labelledby="invoices-caption"
          tabIndex={0}
          className="overflow-x-auto rounded-card bg-surface shadow-card"
        >
          <table className="w-full min-w-[40rem] text-start">
            <caption id="invoices-caption" className="sr-only">
              {t('invoices.title')}
            </caption>
            <thead className="text-sm text-ink-muted">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-4 py-3 font-semibold ${column === 'total' ? 'text-end' : 'text-start'}`}
                  >
                    {t(`invoices.columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  <span className="sr-only">{t('invoices.columns.pdf')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
