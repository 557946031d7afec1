import {
  maskAuditEmail,
  planCancelNow,
  planExtension,
  STAFF_SUBSCRIPTION_REFUSAL_MESSAGES,
  type PaymentMethod,
  type StaffSubscriptionRefusal,
  type SubscriptionState,
} from '@halyard/domain';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { HttpError, notFound } from '../../../http/http-error';
import type { AuthUser } from '../../../http/auth-user';
import type { CachedSessions } from '../../account/session-cache';
import type { DeletionService } from '../../account/deletion.service';
import type { EmailChangeService } from '../../account/email-change.service';
import { absoluteLink, amountText, dashboardLink, dateText } from '../../billing/billing-mail';
import type { InvoicesRepository } from '../../invoices/invoices.repository';
import type { Executor } from '../../../db/executor';
import type { Mailer, MailRecipient } from '../../mail/mailer.service';
import type { AttemptBudgets } from '../../security/attempt-budget';
import type { AuthLimits } from '../../security/auth-limits';
import type { LifecycleService } from '../../subscriptions/lifecycle.service';
import type { Actor, AuditRepository } from '../audit/audit.repository';
import type { CustomerRecords } from './customer-records.repository';
import { accountKeys, type CustomerPage } from './customer-page.service';
import {
  staffSubscriptionRow,
  tenantBrand,
  writeCancelNow,
  writeExtension,
} from './customer-actions.repository';
import { paymentInProgress } from '../../billing/payment-in-progress';

const refused = (reason: StaffSubscriptionRefusal) =>
  new HttpError(409, reason.replaceAll('-', '_'), STAFF_SUBSCRIPTION_REFUSAL_MESSAGES[reason]);

/**
 * Issue 16 item 3 (decision 0173): what support does to a customer's account, each with its
 * reason in the audit log. Where the portal has the call (auto-renew, retry, deletion, email
 * change, sessions) the portal's own service runs it for the customer; extend, comp and cancel
 * now are the back office's own, in one transaction with their audit row.
 */
export function createCustomerActions(deps: {
  db: Db;
  clock: Clock;
  records: CustomerRecords;
  page: CustomerPage;
  lifecycle: LifecycleService;
  deletion: DeletionService;
  emailChange: EmailChangeService;
  sessions: CachedSessions;
  budgets: AttemptBudgets;
  limits: AuthLimits;
  invoices: InvoicesRepository;
  mailer: Mailer;
  audit: AuditRepository;
  publicUrl: string;
}) {
  const { db, clock, audit } = deps;

  /** The customer, as the portal's services know them (a 404 for another tenant's). */
  async function customer(actor: Actor, customerId: string) {
    const account = await deps.records.account(actor.tenantId, customerId);
    if (!account) throw notFound('Customer');
    const asCustomer: AuthUser = { id: account.id, tenantId: actor.tenantId, sessionId: '' };
    return { account, asCustomer };
  }

  async function subscriptionRow(actor: Actor, customerId: string, subscriptionId: string) {
    const row = await staffSubscriptionRow(db, actor.tenantId, customerId, subscriptionId);
    if (!row) throw notFound('Subscription');
    return row;
  }

  const facts = (row: {
    state: string;
    next_payment_date: string | null;
    next_payment_method: string;
  }) => ({
    state: row.state as SubscriptionState,
    next_payment_date: row.next_payment_date,
    next_payment_method: row.next_payment_method as PaymentMethod,
  });

  /** The customer as an email goes to them, in their language and the tenant's brand. */
  async function recipient(
    executor: Executor,
    actor: Actor,
    account: { id: string; email: string; locale: string | null },
  ): Promise<MailRecipient> {
    return {
      tenantId: actor.tenantId,
      userId: account.id,
      email: account.email,
      brand: await tenantBrand(executor, actor.tenantId),
      language: account.locale,
    };
  }

  const record = (
    actor: Actor,
    customerId: string,
    entry: Parameters<AuditRepository['record']>[2],
  ) => audit.record(db, actor, { customerId, ...entry }, clock.now());

  return {
    async setAutobill(
      actor: Actor,
      customerId: string,
      subscriptionId: string,
      on: boolean,
      reason: string,
    ) {
      const { asCustomer } = await customer(actor, customerId);
      const before = await subscriptionRow(actor, customerId, subscriptionId);
      await (on
        ? deps.lifecycle.autobillOn(asCustomer, subscriptionId)
        : deps.lifecycle.autobillOff(asCustomer, subscriptionId));
      await record(actor, customerId, {
        action: on ? 'subscription.autobill_on' : 'subscription.autobill_off',
        targetId: subscriptionId,
        reason,
        before: { auto_billing_enabled: before.auto_billing_enabled === 1 },
        after: { auto_billing_enabled: on },
      });
      return deps.page.subscription(actor.tenantId, customerId, subscriptionId);
    },

    async extend(
      actor: Actor,
      customerId: string,
      subscriptionId: string,
      days: number,
      reason: string,
    ) {
      await customer(actor, customerId);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const row = await staffSubscriptionRow(trx, actor.tenantId, customerId, subscriptionId);
        if (!row) throw notFound('Subscription');
        const plan = planExtension(facts(row), days, now);
        if (!plan.ok) throw refused(plan.reason);
        if (!(await writeExtension(trx, row, plan.value, now))) throw paymentInProgress();
        await audit.record(
          trx,
          actor,
          {
            action: 'subscription.extended',
            targetId: subscriptionId,
            customerId,
            reason,
            before: { state: row.state, next_payment_date: row.next_payment_date },
            after: {
              days,
              state: plan.value.reactivates ? 'active' : row.state,
              next_payment_date: plan.value.nextPaymentDate,
            },
          },
          now,
        );
      });
      return deps.page.subscription(actor.tenantId, customerId, subscriptionId);
    },

    async cancel(
      actor: Actor,
      customerId: string,
      subscriptionId: string,
      when: 'now' | 'term_end',
      reason: string,
    ) {
      if (when === 'term_end')
        return this.setAutobill(actor, customerId, subscriptionId, false, reason);
      const { account } = await customer(actor, customerId);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const row = await staffSubscriptionRow(trx, actor.tenantId, customerId, subscriptionId);
        if (!row) throw notFound('Subscription');
        const plan = planCancelNow(facts(row), now);
        if (!plan.ok) throw refused(plan.reason);
        if (!(await writeCancelNow(trx, row.id, now))) throw paymentInProgress();
        await audit.record(
          trx,
          actor,
          {
            action: 'subscription.cancelled_now',
            targetId: subscriptionId,
            customerId,
            reason,
            before: { state: row.state, next_payment_date: row.next_payment_date },
            after: { state: 'cancelled', next_payment_date: plan.value.endsAt },
          },
          now,
        );
        if (account.anonymized_at === null) {
          await deps.mailer.enqueue(
            trx,
            await recipient(trx, actor, account),
            'subscription_expired',
            {
              date: dateText(plan.value.endsAt, account.locale),
              link: dashboardLink(deps.publicUrl),
            },
          );
        }
      });
      deps.mailer.kick();
      return deps.page.subscription(actor.tenantId, customerId, subscriptionId);
    },

    async retryPayment(actor: Actor, customerId: string, subscriptionId: string, reason: string) {
      const { asCustomer } = await customer(actor, customerId);
      const before = await subscriptionRow(actor, customerId, subscriptionId);
      const paid = await deps.lifecycle.retryPaymentCollection(asCustomer, subscriptionId);
      await record(actor, customerId, {
        action: 'subscription.payment_retried',
        targetId: subscriptionId,
        reason,
        before: { next_payment_date: before.next_payment_date },
        after: {
          invoice: paid.invoice.number,
          next_payment_date: paid.subscription.next_payment_date,
        },
      });
      return deps.page.subscription(actor.tenantId, customerId, subscriptionId);
    },

    async signOutEverywhere(actor: Actor, customerId: string, reason: string) {
      await customer(actor, customerId);
      const ended = await deps.sessions.deleteAllForUser(actor.tenantId, customerId);
      await record(actor, customerId, {
        action: 'customer.signed_out_everywhere',
        targetId: customerId,
        reason,
        after: { sessions_ended: ended },
      });
    },

    async unlockSignIn(actor: Actor, customerId: string, reason: string) {
      const { account } = await customer(actor, customerId);
      const keys = accountKeys(deps.limits, actor.tenantId, account);
      const before = await deps.budgets.peek(keys.password, clock.now());
      await deps.budgets.clear([keys.password, ...keys.codes]);
      await record(actor, customerId, {
        action: 'customer.sign_in_unlocked',
        targetId: customerId,
        reason,
        before: { failures: before.used, locked_until: before.lockedUntil },
        after: { failures: 0 },
      });
    },

    async startEmailChange(actor: Actor, customerId: string, newEmail: string, reason: string) {
      const { account } = await customer(actor, customerId);
      const started = await deps.emailChange.startForCustomer(actor.tenantId, customerId, newEmail);
      await record(actor, customerId, {
        action: 'customer.email_change_started',
        targetId: customerId,
        reason,
        before: { email: maskAuditEmail(account.email) },
        after: { pending_email: maskAuditEmail(newEmail), expires_at: started.expires_at },
      });
    },

    async cancelDeletion(actor: Actor, customerId: string, reason: string) {
      const { asCustomer } = await customer(actor, customerId);
      await deps.deletion.cancel(asCustomer);
      await record(actor, customerId, {
        action: 'customer.deletion_cancelled',
        targetId: customerId,
        reason,
      });
    },

    async resendInvoice(actor: Actor, customerId: string, invoiceId: string, reason: string) {
      const { account } = await customer(actor, customerId);
      const found = await deps.invoices.findForUser(actor.tenantId, customerId, invoiceId);
      if (!found) throw notFound('Invoice');
      if (account.anonymized_at !== null)
        throw new HttpError(
          409,
          'account_erased',
          'This account was erased: there is no address to send to.',
        );
      const now = clock.now();
      const { invoice } = found;
      await db.transaction().execute(async (trx) => {
        await deps.mailer.enqueue(trx, await recipient(trx, actor, account), 'invoice_copy', {
          number: invoice.number,
          total: amountText(invoice.total.unscaledValue, invoice.total.currency, account.locale),
          date: dateText(invoice.issued_at, account.locale),
          link: absoluteLink(deps.publicUrl, '/invoices'),
        });
        await audit.record(
          trx,
          actor,
          {
            action: 'invoice.resent',
            targetId: invoiceId,
            customerId,
            reason,
            after: { number: invoice.number },
          },
          now,
        );
      });
      deps.mailer.kick();
      return { sent_at: now.toISOString() };
    },
  };
}

export type CustomerActions = ReturnType<typeof createCustomerActions>;
