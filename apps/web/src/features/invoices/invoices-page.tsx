import { useTranslation } from 'react-i18next';
import { QueryPage } from '@/app/query-page';
import { EmptyCard, RowsSkeleton } from '@/ui/query-states';
import { DataTable } from '@/ui/data-table';
import { useLanguage } from '@/i18n/use-language';
import { invoiceColumns } from './invoice-columns';
import { invoicesQuery } from '@/app/invoices-query';

/** spec §2 payment history (/invoices): invoices and credit notes, each with its PDF. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    <QueryPage
      title={t('invoices.title')}
      intro={t('invoices.intro')}
      read={invoicesQuery}
      loading={<RowsSkeleton label={t('app.loading')} />}
      failed={t('invoices.failed')}
      empty={<EmptyCard>{t('invoices.empty')}</EmptyCard>}
    >
      {(rows) => (
        <DataTable
          caption={t('invoices.title')}
          columns={invoiceColumns(t, language)}
          rows={rows}
          rowKey={(invoice) => invoice.id}
          minWidthClass="min-w-[40rem]"
        />
      )}
    </QueryPage>
  );
}
