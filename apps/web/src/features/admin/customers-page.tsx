import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { AdminLoading, AdminQuery } from './admin-query';
import { FilterForm } from './filter-form';
import { AdminListTable } from './admin-table';
import { useCustomerSearch } from './admin-api';
import { ADMIN_NS } from './admin-i18n';
import { day } from './format';

/** Issue 16 item 2: find a customer by email, subscription id, invoice number or card. */
export function CustomersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const results = useCustomerSearch(q);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('customers.title')}</h1>
      <FilterForm
        role="search"
        onFilter={(form) => {
          const value = String(form.get('q') ?? '').trim();
          setParams(value ? { q: value } : {});
        }}
      >
        <TextField
          label={t('customers.search')}
          name="q"
          defaultValue={q}
          className="w-full max-w-md"
          placeholder={t('customers.placeholder')}
        />
        <Button type="submit">{t('customers.find')}</Button>
      </FilterForm>
      {q.length < 2 ? (
        <p className="text-ink-muted">{t('customers.hint')}</p>
      ) : (
        <AdminQuery query={results} loading={<AdminLoading block="h-24 w-full" />}>
          {(data) => (
            <AdminListTable
              rows={data.customers}
              none={t('customers.none', { q })}
              caption={t('customers.results')}
              headers={(['email', 'matched', 'subscriptions', 'since'] as const).map((h) =>
                t(`customers.${h}`),
              )}
            >
              {(c) => (
                <tr key={c.id} className="border-b border-border">
                  <td className="p-2">
                    <Link
                      to={`/admin/customers/${c.id}`}
                      className="font-medium text-brand-700 underline"
                    >
                      {c.email}
                    </Link>
                  </td>
                  <td className="p-2">{t(`customers.match.${c.matched}`)}</td>
                  <td className="p-2">{c.subscriptions}</td>
                  <td className="p-2">{day(c.created_at)}</td>
                </tr>
              )}
            </AdminListTable>
          )}
        </AdminQuery>
      )}
    </div>
  );
}
