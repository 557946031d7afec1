import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { adminGetCredits, adminGrantCredit } from '@halyard/contract';
import { CURRENCIES, parseMoney, type Currency } from '@halyard/domain';
import { callApi } from '@/app/api-client';
import { Skeleton } from '@/ui/skeleton';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { ActionDialog } from './action-dialog';
import { ADMIN_KEY, useAdminAction } from './admin-api';
import { ADMIN_NS } from './admin-i18n';
import { day, money } from './format';

/**
 * Issue 22 item 5 (decision 0217): the customer's credit balance per currency with its history,
 * and (finance) a goodwill credit added with a reason; the next renewal uses it first.
 */
export function CreditPanel({
  customerId,
  canGrant,
  onDone,
  Section,
}: {
  readonly customerId: string;
  readonly canGrant: boolean;
  readonly onDone: (message: string) => void;
  readonly Section: (p: { title: string; children: ReactNode }) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const credits = useQuery({
    queryKey: [ADMIN_KEY, 'credits', customerId],
    queryFn: () => callApi(adminGetCredits, { params: { customerId } }),
  });
  const grant = useAdminAction(adminGrantCredit);
  // One id per opened form: a retried submit books the grant once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const data = credits.data;
  return (
    <Section title={t('credit.title')}>
      {credits.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : !data ? (
        <p role="alert">{t('common.failed')}</p>
      ) : (
        <>
          <p data-admin-credit-balance>
            {data.balances.length === 0
              ? t('credit.none')
              : data.balances.map((b) => money(b)).join(' · ')}
          </p>
          {data.history.length > 0 ? (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-start text-ink-muted">
                  <th className="p-2 text-start">{t('credit.date')}</th>
                  <th className="p-2 text-start">{t('credit.kindLabel')}</th>
                  <th className="p-2 text-start">{t('credit.invoice')}</th>
                  <th className="p-2 text-end">{t('credit.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((e) => (
                  <tr key={e.id} className="border-t border-border">
                    <td className="p-2">{day(e.created_at)}</td>
                    <td className="p-2">{t(`credit.kind.${e.kind}`)}</td>
                    <td className="p-2">{e.invoice_number ?? '—'}</td>
                    <td className="p-2 text-end tabular-nums">{money(e.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )}
      {canGrant ? (
        <ActionDialog
          trigger={t('credit.grant')}
          consequence={t('credit.grantConsequence')}
          confirm={t('credit.confirm')}
          onDone={(message) => {
            setRequestId(crypto.randomUUID());
            onDone(message);
          }}
          onConfirm={(form, reason) => {
            const currency = String(form.get('currency') ?? 'USD') as Currency;
            const typed = String(form.get('amount') ?? '').replace(',', '.');
            const parsed = parseMoney(typed, currency);
            if (!parsed.ok || parsed.value.unscaledValue <= 0)
              return Promise.reject(new Error(t('credit.invalidAmount')));
            return grant.mutateAsync({
              params: { customerId },
              body: {
                amount: parsed.value.unscaledValue,
                currency,
                request_id: requestId,
                reason,
              },
            });
          }}
        >
          <SelectField
            label={t('credit.currency')}
            name="currency"
            defaultValue="USD"
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <TextField label={t('credit.amount')} name="amount" inputMode="decimal" required />
        </ActionDialog>
      ) : null}
    </Section>
  );
}
