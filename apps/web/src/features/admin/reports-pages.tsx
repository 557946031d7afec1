import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { exportRevenue } from '@halyard/contract';
import { AUDIT_ACTION_NAMES } from '@halyard/domain';
import { callApiForFile } from '@/app/api-client';
import { saveFile } from '@/app/save-file';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useAudit, useFailedRenewals, useRevenue } from './admin-api';
import { ADMIN_NS } from './admin-i18n';
import { AuditTable } from './audit-table';
import { day, money } from './format';
import { AdminListTable } from './admin-table';
import { AdminLoading, AdminQuery } from './admin-query';
import { FilterForm } from './filter-form';

// recharts is large: its chunk loads only with the revenue page's charts (issue 16 item 6).
const RevenueCharts = lazy(() => import('./revenue-charts'));

const loading = <AdminLoading block="h-64 w-full rounded-card" />;

/** Issue 16 item 6: renewals that failed, their decline codes and the retries ahead. */
export function DunningPage() {
  const { t } = useTranslation(ADMIN_NS);
  const list = useFailedRenewals();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('dunning.title')}</h1>
      <AdminQuery query={list} loading={loading}>
        {(data) => (
          <AdminListTable
            rows={data.renewals}
            none={t('dunning.none')}
            caption={t('dunning.title')}
            headers={(
              [
                'customer',
                'amount',
                'failedOn',
                'decline',
                'attempts',
                'retries',
                'graceEnds',
              ] as const
            ).map((h) => t(`dunning.${h}`))}
          >
            {(r) => (
              <tr key={r.subscription_id} className="border-b border-border align-top">
                <td className="p-2">
                  <Link
                    to={`/admin/customers/${r.customer_id}`}
                    className="text-brand-700 underline"
                  >
                    {r.email}
                  </Link>
                </td>
                <td className="p-2">{money(r.amount)}</td>
                <td className="p-2">{day(r.failed_on)}</td>
                <td className="p-2 font-mono text-xs">{r.decline_code ?? '—'}</td>
                <td className="p-2">{r.attempts}</td>
                <td className="p-2">{r.schedule.map(day).join(', ') || '—'}</td>
                <td className="p-2">{day(r.grace_ends)}</td>
              </tr>
            )}
          </AdminListTable>
        )}
      </AdminQuery>
    </div>
  );
}

/** A titled list of the revenue report (`children` draws an item, with its key), or "none". */
function ReportList<T>({
  id,
  title,
  items,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly items: readonly T[];
  readonly children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('common.none')}</p>
      ) : (
        <ul className="list-disc ps-6 text-sm">{items.map(children)}</ul>
      )}
    </section>
  );
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Issue 16 item 6: MRR, subscriptions and money by day and currency, charts and CSV. */
export function RevenuePage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const to = params.get('to') ?? isoDay(today);
  const from = params.get('from') ?? isoDay(new Date(today.getTime() - 29 * 86_400_000));
  const report = useRevenue(from, to);
  const csv = useMutation({
    mutationFn: async () =>
      saveFile(
        await callApiForFile(exportRevenue, { query: { from, to } }),
        `revenue-${from}-${to}.csv`,
      ),
  });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('revenue.title')}</h1>
      <FilterForm
        onFilter={(form) =>
          setParams({ from: String(form.get('from')), to: String(form.get('to')) })
        }
      >
        <TextField label={t('revenue.from')} name="from" type="date" defaultValue={from} />
        <TextField label={t('revenue.to')} name="to" type="date" defaultValue={to} />
        <Button type="submit">{t('revenue.show')}</Button>
        <Button variant="secondary" pending={csv.isPending} onClick={() => csv.mutate()}>
          {t('revenue.csv')}
        </Button>
      </FilterForm>
      <AdminQuery query={report} loading={loading}>
        {(data) => (
          <>
            <dl className="flex flex-wrap gap-6">
              {data.mrr.map((m) => (
                <div key={m.currency} className="rounded-card bg-surface p-4 shadow-card">
                  <dt className="text-sm text-ink-muted">
                    {t('revenue.mrr', { currency: m.currency })}
                  </dt>
                  <dd className="text-2xl font-bold">{money(m)}</dd>
                </div>
              ))}
              <div className="rounded-card bg-surface p-4 shadow-card">
                <dt className="text-sm text-ink-muted">{t('revenue.active')}</dt>
                <dd className="text-2xl font-bold">{data.active}</dd>
              </div>
            </dl>
            <Suspense fallback={loading}>
              <RevenueCharts report={data} />
            </Suspense>
            <ReportList id="reasons" title={t('revenue.reasons')} items={data.reasons}>
              {(r) => (
                <li key={`${r.kind}:${r.reason}`}>
                  {t(`revenue.reasonKind.${r.kind}`)}: “
                  {r.kind === 'cancellation'
                    ? // Issue 21's reason codes, labelled as the customer read them.
                      t(`lifecycle.cancel.reasons.${r.reason}`, {
                        ns: 'translation',
                        defaultValue: r.reason,
                      })
                    : r.reason}
                  ” × {r.count}
                </li>
              )}
            </ReportList>
            <ReportList id="save-offers" title={t('revenue.saveOffers')} items={data.save_offers}>
              {(o) => (
                <li key={o.offer_id}>
                  {t('revenue.saveOfferOutcome', {
                    offer: o.offer_id,
                    accepted: o.accepted,
                    declined: o.declined,
                  })}
                </li>
              )}
            </ReportList>
          </>
        )}
      </AdminQuery>
    </div>
  );
}

/** Issue 16 item 5: the audit log, filtered by action, staff member or customer. */
export function AuditPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [filter, setFilter] = useState<{ action?: string; staff?: string; customer?: string }>({});
  const log = useAudit(filter);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('audit.title')}</h1>
      <FilterForm
        onFilter={(form) => {
          const pick = (k: string) => String(form.get(k) ?? '').trim() || undefined;
          setFilter({ action: pick('action'), staff: pick('staff'), customer: pick('customer') });
        }}
      >
        <SelectField
          label={t('audit.action')}
          name="action"
          defaultValue=""
          placeholder={t('audit.any')}
          options={AUDIT_ACTION_NAMES.map((a) => ({ value: a, label: t(`auditActions.${a}`) }))}
        />
        <TextField label={t('audit.staff')} name="staff" type="email" />
        <TextField label={t('audit.customer')} name="customer" />
        <Button type="submit">{t('audit.filter')}</Button>
      </FilterForm>
      <AdminQuery query={log} loading={loading}>
        {(data) => <AuditTable entries={data.entries} />}
      </AdminQuery>
    </div>
  );
}
