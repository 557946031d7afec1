import { useTranslation } from 'react-i18next';
import {
  adminCancelSubscription,
  adminExtendSubscription,
  adminRefund,
  adminRetryPayment,
  adminSetAutobill,
  type AdminSubscription,
} from '@halyard/contract';
import { parseMoney } from '@halyard/domain';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { ActionDialog } from './action-dialog';
import { useAdminAction } from './admin-api';
import { DunningAttempts } from './dunning-attempts';
import { destinationOf, RefundDestinationField } from './refund-destination-field';
import { ADMIN_NS } from './admin-i18n';
import { day, money, moment } from './format';
import { AdminTable } from './admin-table';

interface Props {
  readonly customerId: string;
  readonly subscription: AdminSubscription;
  readonly canAct: boolean;
  readonly canRefund: boolean;
  readonly onDone: (message: string) => void;
}

/** One subscription on the customer page: its state, money, history and the actions on it. */
export function SubscriptionPanel({
  customerId,
  subscription: s,
  canAct,
  canRefund,
  onDone,
}: Props) {
  const { t } = useTranslation(ADMIN_NS);
  const params = { customerId, subscriptionId: s.id };
  const autobill = useAdminAction(adminSetAutobill);
  const extend = useAdminAction(adminExtendSubscription);
  const cancel = useAdminAction(adminCancelSubscription);
  const retry = useAdminAction(adminRetryPayment);
  const refund = useAdminAction(adminRefund);
  const refundable = s.payments.filter((p) => p.refundable.unscaledValue > 0);
  return (
    <section aria-labelledby={`sub-${s.id}`} className="rounded-card bg-surface p-5 shadow-card">
      <h3 id={`sub-${s.id}`} className="text-lg font-semibold">
        {s.product ?? s.tier} · <span className="font-mono text-sm">{s.id}</span>
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-ink-muted">{t('subscription.condition')}</dt>
        <dd data-testid="subscription-condition">
          {t(`conditions.${s.condition}`, { defaultValue: s.condition })}
        </dd>
        <dt className="text-ink-muted">{t('subscription.nextPayment')}</dt>
        <dd data-testid="subscription-next-payment">{day(s.next_payment_date)}</dd>
        <dt className="text-ink-muted">{t('subscription.renewal')}</dt>
        <dd>{t('subscription.every', { amount: money(s.renewal), months: s.months })}</dd>
        <dt className="text-ink-muted">{t('subscription.autoRenew')}</dt>
        <dd>{s.auto_billing_enabled ? t('common.on') : t('common.off')}</dd>
        <dt className="text-ink-muted">{t('subscription.method')}</dt>
        <dd>{s.payment_method ?? '—'}</dd>
        <dt className="text-ink-muted">{t('subscription.purchased')}</dt>
        <dd>{day(s.purchase_date)}</dd>
        {s.failed_on ? (
          <>
            <dt className="text-ink-muted">{t('subscription.failedOn')}</dt>
            <dd>{day(s.failed_on)}</dd>
          </>
        ) : null}
      </dl>
      {canAct ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <ActionDialog
            trigger={s.auto_billing_enabled ? t('actions.autobillOff') : t('actions.autobillOn')}
            consequence={
              s.auto_billing_enabled
                ? t('actions.autobillOffConsequence', { date: day(s.next_payment_date) })
                : t('actions.autobillOnConsequence', {
                    date: day(s.next_payment_date),
                    amount: money(s.renewal),
                  })
            }
            onDone={onDone}
            onConfirm={(_, reason) =>
              autobill.mutateAsync({ params, body: { on: !s.auto_billing_enabled, reason } })
            }
          />
          <ActionDialog
            trigger={t('actions.extend')}
            consequence={t('actions.extendConsequence')}
            confirm={t('actions.extendConfirm')}
            onDone={onDone}
            onConfirm={(form, reason) =>
              extend.mutateAsync({ params, body: { days: Number(form.get('days')), reason } })
            }
          >
            <TextField
              label={t('actions.days')}
              name="days"
              type="number"
              min={1}
              max={365}
              defaultValue={30}
              required
            />
          </ActionDialog>
          <ActionDialog
            trigger={t('actions.cancel')}
            consequence={t('actions.cancelConsequence', { date: day(s.next_payment_date) })}
            confirm={t('actions.cancelConfirm')}
            onDone={onDone}
            onConfirm={(form, reason) =>
              cancel.mutateAsync({
                params,
                body: { when: form.get('when') === 'now' ? 'now' : 'term_end', reason },
              })
            }
          >
            <SelectField label={t('actions.when')} name="when" defaultValue="term_end">
              <option value="term_end">
                {t('actions.termEnd', { date: day(s.next_payment_date) })}
              </option>
              <option value="now">{t('actions.now')}</option>
            </SelectField>
          </ActionDialog>
          {s.failed_on ? (
            <ActionDialog
              trigger={t('actions.retry')}
              consequence={t('actions.retryConsequence', { method: s.payment_method ?? '—' })}
              confirm={t('actions.retryConfirm')}
              onDone={onDone}
              onConfirm={(_, reason) => retry.mutateAsync({ params, body: { reason } })}
            />
          ) : null}
        </div>
      ) : null}
      {s.dunning ? <DunningAttempts dunning={s.dunning} /> : null}
      {s.addons.map((a) =>
        a.dunning ? <DunningAttempts key={a.type} dunning={a.dunning} addon={a.type} /> : null,
      )}
      <h4 className="mt-5 font-semibold">{t('subscription.payments')}</h4>
      <AdminTable
        variant="inline"
        headers={[
          t('subscription.invoice'),
          t('subscription.paid'),
          t('subscription.refunded'),
          t('subscription.refundable'),
        ]}
      >
        {s.payments.map((p) => (
          <tr key={p.invoice_id} className="border-b border-border">
            <td className="p-2">
              {p.invoice_number} · {day(p.issued_at)}
            </td>
            <td className="p-2">{money(p.paid)}</td>
            <td className="p-2">{money(p.refunded)}</td>
            <td className="p-2">{money(p.refundable)}</td>
          </tr>
        ))}
      </AdminTable>
      {canRefund && refundable.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <ActionDialog
            trigger={t('refund.partial')}
            consequence={t('refund.partialConsequence')}
            confirm={t('refund.confirm')}
            onDone={onDone}
            onConfirm={(form, reason) => {
              const payment =
                refundable.find((p) => p.invoice_id === form.get('invoice')) ?? refundable[0]!;
              const typed = String(form.get('amount') ?? '').replace(',', '.');
              const parsed = parseMoney(typed, payment.paid.currency);
              if (!parsed.ok) return Promise.reject(new Error(t('refund.invalidAmount')));
              return refund.mutateAsync({
                params,
                body: {
                  mode: 'payment',
                  invoice_id: payment.invoice_id,
                  amount: parsed.value.unscaledValue,
                  destination: destinationOf(form),
                  reason,
                },
              });
            }}
          >
            <SelectField
              label={t('refund.payment')}
              name="invoice"
              options={refundable.map((p) => ({
                value: p.invoice_id,
                label: `${p.invoice_number} · ${money(p.refundable)}`,
              }))}
            />
            <TextField label={t('refund.amount')} name="amount" inputMode="decimal" required />
            <RefundDestinationField />
          </ActionDialog>
          <ActionDialog
            trigger={t('refund.revoke')}
            consequence={t('refund.revokeConsequence', {
              amount: money({
                ...refundable[0]!.paid,
                unscaledValue: refundable.reduce((sum, p) => sum + p.refundable.unscaledValue, 0),
              }),
            })}
            confirm={t('refund.confirm')}
            onDone={onDone}
            onConfirm={(form, reason) =>
              refund.mutateAsync({
                params,
                body: { mode: 'revoke', destination: destinationOf(form), reason },
              })
            }
          >
            <RefundDestinationField />
          </ActionDialog>
        </div>
      ) : null}
      <h4 className="mt-5 font-semibold">{t('subscription.history')}</h4>
      <ol className="mt-2 space-y-1 text-sm">
        {s.history.map((e, i) => (
          <li key={i}>
            <span className="text-ink-muted">{moment(e.at)}</span> · {t(`history.${e.kind}`)}
            {e.amount ? ` · ${money(e.amount)}` : ''}
            {e.detail
              ? ` · ${e.kind === 'staff' ? t(`auditActions.${e.detail}`, { defaultValue: e.detail }) : e.detail}`
              : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
