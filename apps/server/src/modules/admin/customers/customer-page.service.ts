import type { AdminCustomer, AdminSubscription, AuditEntry, Subscription } from '@halyard/contract';
import {
  displayState,
  money,
  subscriptionFromApi,
  type Currency,
  type PaymentMethod,
} from '@halyard/domain';
import type { Clock } from '../../../clock';
import { notFound } from '../../../http/http-error';
import { describeUserAgent } from '../../account/devices';
import type { SessionsRepository } from '../../account/sessions.repository';
import type { InvoicesRepository } from '../../invoices/invoices.repository';
import { paymentSummary } from '../../invoices/ledger.service';
import type { AttemptBudgets } from '../../security/attempt-budget';
import { secretKeys, type AuthLimits } from '../../security/auth-limits';
import type { SubscriptionsRepository } from '../../subscriptions/subscriptions.repository';
import type { AuditRepository } from '../audit/audit.repository';
import type { CustomerRecords } from './customer-records.repository';

type Records = CustomerRecords;
type Allocation = Awaited<ReturnType<Records['allocations']>>[number];
type Charge = Awaited<ReturnType<Records['charges']>>[number];

/** The keys a customer's failed sign-ins and codes are counted under (decision 0106). */
export function accountKeys(
  limits: AuthLimits,
  tenantId: string,
  user: { id: string; email: string },
) {
  const first = (kind: 'password' | 'code', key: string) =>
    secretKeys(limits, kind, { tenantId, key }, '')[0]!;
  return {
    password: first('password', user.email),
    codes: [first('code', `user:${user.id}`), first('code', user.id)],
  };
}

function payments(allocations: readonly Allocation[]): AdminSubscription['payments'] {
  return allocations.map((a) => {
    const currency = a.currency as Currency;
    // PostgreSQL's sums of integers are bigints (strings through pg).
    const byItems = Number(a.refunded ?? 0);
    const credited = Number(a.credited ?? 0);
    const refunded = credited + Number(a.pending ?? 0);
    return {
      invoice_id: a.invoice_id,
      invoice_number: a.invoice_number,
      issued_at: a.issued_at,
      paid: money(a.amount, currency),
      refunded: money(refunded, currency),
      // A payment is refunded once by us; what a dashboard refund left is still refundable.
      refundable: money(byItems > 0 ? 0 : Math.max(0, a.amount - credited), currency),
    };
  });
}

function history(
  sub: Subscription,
  charges: readonly Charge[],
  audit: readonly AuditEntry[],
): AdminSubscription['history'] {
  const events: AdminSubscription['history'] = [
    { at: sub.purchase_date, kind: 'purchased', amount: null, detail: null },
    ...charges.map((c) => ({
      at: c.created_at,
      kind:
        c.kind === 'refund'
          ? ('refunded' as const)
          : c.status === 'succeeded'
            ? ('charged' as const)
            : ('charge_failed' as const),
      // A refund reads as its credit note: the card's part and what went to the credit balance
      // together (decision 0221).
      amount: money(
        c.kind === 'refund' ? (c.document_total ?? c.amount) : c.amount,
        c.currency as Currency,
      ),
      detail: c.status === 'failed' ? c.failure_code : c.document,
    })),
    ...audit
      .filter((e) => e.target_id === sub.subscription_id && e.outcome === 'done')
      .map((e) => ({ at: e.at, kind: 'staff' as const, amount: null, detail: e.action })),
  ];
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/**
 * Issue 16 item 2: everything about one customer the back office shows, from the portal's own
 * reads (subscriptions, invoices, sessions) and the records behind them.
 */
export function createCustomerPage(deps: {
  clock: Clock;
  records: CustomerRecords;
  subscriptions: SubscriptionsRepository;
  invoices: InvoicesRepository;
  sessions: SessionsRepository;
  budgets: AttemptBudgets;
  limits: AuthLimits;
  audit: AuditRepository;
  customerIdleMs: number;
}) {
  const { records } = deps;

  /** The customer's subscriptions as the page shows them (also the answer of every action). */
  async function subscriptionsOf(tenantId: string, userId: string, audit?: readonly AuditEntry[]) {
    const now = deps.clock.now();
    const [subs, rows, allocations, charges, log] = await Promise.all([
      deps.subscriptions.listForUser(tenantId, userId),
      records.subscriptionRows(tenantId, userId),
      records.allocations(tenantId, userId),
      records.charges(tenantId, userId),
      audit ?? deps.audit.list(tenantId, { customer: userId, limit: 200 }).then((r) => r.entries),
    ]);
    const byPublic = new Map(rows.map((r) => [r.subscription_id, r]));
    return subs.map((sub): AdminSubscription => {
      const row = byPublic.get(sub.subscription_id);
      const currency = (row?.currency ?? 'USD') as Currency;
      const method = sub.cc_info
        ? paymentSummary({
            kind: sub.next_payment_method,
            brand: sub.cc_info.brand,
            last4: sub.cc_info.last4,
          })
        : sub.next_payment_method === 'None'
          ? null
          : paymentSummary({
              kind: sub.next_payment_method as PaymentMethod,
              brand: null,
              last4: null,
            });
      return {
        id: sub.subscription_id,
        krn: sub.krn,
        state: subscriptionFromApi(sub).state,
        condition: displayState(subscriptionFromApi(sub), now),
        type: sub.type,
        tier: sub.tier,
        product: sub.product_name ?? null,
        months: sub.next_billing_cycle,
        renewal: money(row?.renewal_amount ?? 0, currency),
        next_payment_date: sub.next_payment_date,
        auto_billing_enabled: sub.auto_billing_enabled,
        payment_method: method,
        purchase_date: sub.purchase_date,
        failed_on: sub.auto_bill_payment_failed ? sub.auto_bill_failed_on : null,
        renewal_attempts: row?.renewal_attempts ?? 0,
        next_retry_at: row?.next_retry_at ?? null,
        dunning: sub.dunning,
        addons: sub.addons.map((a) => ({
          type: a.addon_type,
          expires_at: a.expires,
          dunning: a.dunning,
        })),
        payments: payments(allocations.filter((a) => a.subscription_id === row?.id)),
        history: history(
          sub,
          charges.filter((c) => c.subscription_id === row?.id),
          log,
        ),
      };
    });
  }

  return {
    subscriptionsOf,

    async subscription(tenantId: string, userId: string, subscriptionId: string) {
      const found = (await subscriptionsOf(tenantId, userId)).find((s) => s.id === subscriptionId);
      if (!found) throw notFound('Subscription');
      return found;
    },

    async get(tenantId: string, userId: string): Promise<AdminCustomer> {
      const account = await records.account(tenantId, userId);
      if (!account) throw notFound('Customer');
      const now = deps.clock.now();
      const keys = accountKeys(deps.limits, tenantId, account);
      const audit = (await deps.audit.list(tenantId, { customer: userId, limit: 200 })).entries;
      const [
        subscriptions,
        invoices,
        charges,
        methods,
        sessions,
        emails,
        views,
        referrals,
        giftCards,
        deletion,
        pendingEmail,
        twoFactor,
        signIn,
      ] = await Promise.all([
        subscriptionsOf(tenantId, userId, audit),
        deps.invoices.listForUser(tenantId, userId),
        records.charges(tenantId, userId),
        records.paymentMethods(tenantId, userId),
        deps.sessions.listForUser(tenantId, userId, now, deps.customerIdleMs),
        records.emails(tenantId, userId),
        records.pageViews(tenantId, account.krn),
        records.referrals(tenantId, userId),
        records.giftCards(tenantId, userId),
        records.deletion(tenantId, userId),
        records.pendingEmail(tenantId, userId, now),
        records.twoFactor(tenantId, userId),
        deps.budgets.peek(keys.password, now),
      ]);
      const residence = [
        account.residence_zipcode,
        account.residence_state,
        account.residence_country,
      ]
        .filter(Boolean)
        .join(' ');
      return {
        id: account.id,
        krn: account.krn,
        email: account.email,
        created_at: account.created_at,
        locale: account.locale,
        residence: residence || null,
        business: account.business_customer === 1,
        anonymized_at: account.anonymized_at,
        sign_in: {
          failures: signIn.used,
          max: deps.limits.passwords.max,
          locked_until: signIn.lockedUntil,
          two_factor: twoFactor,
        },
        deletion: deletion ?? null,
        pending_email: pendingEmail ?? null,
        subscriptions,
        invoices: invoices.map((i) => ({
          id: i.id,
          number: i.number,
          kind: i.kind,
          issued_at: i.issued_at,
          total: i.total,
          subscription_id: i.subscription_id,
          related_invoice_number: i.related_invoice_number,
        })),
        charges: charges.map((c) => ({
          id: c.id,
          at: c.created_at,
          kind: c.kind,
          status: c.status,
          amount: money(c.amount, c.currency as Currency),
          failure_code: c.failure_code,
          document: c.document,
        })),
        payment_methods: methods.map((m) => ({
          id: m.id,
          kind: m.kind,
          label: paymentSummary(m),
          expires:
            m.exp_month !== null && m.exp_year !== null
              ? `${String(m.exp_month).padStart(2, '0')}/${m.exp_year}`
              : null,
          created_at: m.created_at,
        })),
        sessions: sessions.map((s) => ({
          ...describeUserAgent(s.userAgent),
          ip: s.ip,
          created_at: s.createdAt,
          last_seen_at: s.lastSeenAt,
        })),
        emails: emails.map((e) => ({ ...e, sent_at: e.sent_at })),
        page_views: views.map((v) => ({ at: v.created_at, url: v.full_url, locale: v.locale })),
        referrals: referrals.map((r) => ({
          role: r.referrer_user_id === userId ? ('referrer' as const) : ('referred' as const),
          status: r.status,
          created_at: r.created_at,
        })),
        gift_cards: giftCards.map((g) => ({ ...g, redeemed_at: g.redeemed_at ?? '' })),
        audit: audit.slice(0, 50),
      };
    },
  };
}

export type CustomerPage = ReturnType<typeof createCustomerPage>;
