import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  adminCancelDeletion,
  adminSignOutEverywhere,
  adminStartEmailChange,
  adminUnlockSignIn,
  type AdminCustomer,
} from '@halyard/contract';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { ActionDialog } from './action-dialog';
import { AdminQuery } from './admin-query';
import { useAdminAction, useCustomer } from './admin-api';
import { useCan } from './admin-layout';
import { ADMIN_NS } from './admin-i18n';
import { AuditTable } from './audit-table';
import { CreditPanel } from './credit-panel';
import { CustomerRecords } from './customer-records';
import { day, moment } from './format';
import { SubscriptionPanel } from './subscription-panel';

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AccountActions({
  customer,
  onDone,
}: {
  readonly customer: AdminCustomer;
  readonly onDone: (m: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const params = { customerId: customer.id };
  const signOut = useAdminAction(adminSignOutEverywhere);
  const unlock = useAdminAction(adminUnlockSignIn);
  const email = useAdminAction(adminStartEmailChange);
  const deletion = useAdminAction(adminCancelDeletion);
  return (
    <div className="flex flex-wrap gap-2">
      <ActionDialog
        trigger={t('actions.signOut')}
        consequence={t('actions.signOutConsequence', { sessions: customer.sessions.length })}
        onDone={onDone}
        onConfirm={(_, reason) => signOut.mutateAsync({ params, body: { reason } })}
      />
      {customer.sign_in.failures > 0 ? (
        <ActionDialog
          trigger={t('actions.unlock')}
          consequence={t('actions.unlockConsequence', { failures: customer.sign_in.failures })}
          onDone={onDone}
          onConfirm={(_, reason) => unlock.mutateAsync({ params, body: { reason } })}
        />
      ) : null}
      <ActionDialog
        trigger={t('actions.emailChange')}
        consequence={t('actions.emailChangeConsequence')}
        confirm={t('actions.emailChangeConfirm')}
        onDone={onDone}
        onConfirm={(form, reason) =>
          email.mutateAsync({
            params,
            body: { new_email: String(form.get('email') ?? ''), reason },
          })
        }
      >
        <TextField label={t('actions.newEmail')} name="email" type="email" required />
      </ActionDialog>
      {customer.deletion ? (
        <ActionDialog
          trigger={t('actions.cancelDeletion')}
          consequence={t('actions.cancelDeletionConsequence', {
            date: day(customer.deletion.scheduled_for),
          })}
          onDone={onDone}
          onConfirm={(_, reason) => deletion.mutateAsync({ params, body: { reason } })}
        />
      ) : null}
    </div>
  );
}

/** Issue 16 item 2: one customer — account, subscriptions, money, sessions, emails, activity. */
export function CustomerPage() {
  const { t } = useTranslation(ADMIN_NS);
  const mayAct = useCan('customers.act');
  const mayRefund = useCan('refunds.write');
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  const [message, setMessage] = useState('');
  return (
    <AdminQuery
      query={customer}
      loading={
        <LoadingRegion label={t('common.loading')} className="space-y-4">
          <Skeleton className="h-10 w-80" />
          <Skeleton className="h-64 w-full rounded-card" />
        </LoadingRegion>
      }
      failed={t('customer.notFound')}
    >
      {(c) => {
        const canAct = mayAct && c.anonymized_at === null;
        return (
          <div className="space-y-8">
            <div>
              <h1 className="text-2xl font-bold">{c.email}</h1>
              <p className="text-sm text-ink-muted">
                {t('customer.since', { date: day(c.created_at) })} · {c.residence ?? '—'} ·{' '}
                {c.locale ?? 'en'}
                {c.business ? ` · ${t('customer.business')}` : ''}
              </p>
              <p role="status" className="mt-2 min-h-6 font-medium text-success-800">
                {message}
              </p>
            </div>
            <Section title={t('customer.account')}>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
                <dt className="text-ink-muted">{t('customer.failures')}</dt>
                <dd>
                  {t('customer.failuresOf', { failures: c.sign_in.failures, max: c.sign_in.max })}
                </dd>
                <dt className="text-ink-muted">{t('customer.locked')}</dt>
                <dd>
                  {c.sign_in.locked_until
                    ? t('customer.lockedUntil', { date: moment(c.sign_in.locked_until) })
                    : t('common.no')}
                </dd>
                <dt className="text-ink-muted">{t('customer.twoFactor')}</dt>
                <dd>{c.sign_in.two_factor ? t('common.on') : t('common.off')}</dd>
                <dt className="text-ink-muted">{t('customer.deletion')}</dt>
                <dd>
                  {c.deletion
                    ? t('customer.deletionOn', { date: day(c.deletion.scheduled_for) })
                    : t('common.no')}
                </dd>
                {c.pending_email ? (
                  <>
                    <dt className="text-ink-muted">{t('customer.pendingEmail')}</dt>
                    <dd>{c.pending_email.new_email}</dd>
                  </>
                ) : null}
              </dl>
              {canAct ? <AccountActions customer={c} onDone={setMessage} /> : null}
            </Section>
            <Section title={t('customer.subscriptions')}>
              {c.subscriptions.length === 0 ? <p>{t('customer.noSubscriptions')}</p> : null}
              {c.subscriptions.map((s) => (
                <SubscriptionPanel
                  key={s.id}
                  customerId={c.id}
                  subscription={s}
                  canAct={canAct}
                  canRefund={mayRefund}
                  onDone={setMessage}
                />
              ))}
            </Section>
            <CustomerRecords customer={c} canAct={canAct} onDone={setMessage} Section={Section} />
            <CreditPanel
              customerId={c.id}
              canGrant={mayRefund && c.anonymized_at === null}
              onDone={setMessage}
              Section={Section}
            />
            <Section title={t('customer.audit')}>
              <AuditTable entries={c.audit} />
            </Section>
          </div>
        );
      }}
    </AdminQuery>
  );
}
