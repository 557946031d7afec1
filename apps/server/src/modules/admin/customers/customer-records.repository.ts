import type { Db } from '../../../db/database';
import { creditedOf } from '../../refunds/refunds.repository';

/**
 * What the back office's customer page reads beside the portal's own reads (issue 16 item 2):
 * the account, its money movements, methods, emails, page views, referrals, gift cards and
 * pending requests — each scoped by tenant and customer, newest first, bounded.
 */
export function createCustomerRecords(db: Db) {
  return {
    account: (tenantId: string, id: string) =>
      db
        .selectFrom('users')
        .select([
          'id',
          'krn',
          'email',
          'created_at',
          'locale',
          'residence_country',
          'residence_state',
          'residence_zipcode',
          'business_customer',
          'anonymized_at',
        ])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The subscription rows' ids and dunning bookkeeping, by public id. */
    subscriptionRows: (tenantId: string, userId: string) =>
      db
        .selectFrom('subscriptions')
        .select([
          'id',
          'subscription_id',
          'renewal_attempts',
          'next_retry_at',
          'renewal_amount',
          'currency',
        ])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute(),

    /** Every payment's share per subscription, with what refunds took or are taking of it. */
    allocations: (tenantId: string, userId: string) =>
      db
        .selectFrom('charge_allocations as a')
        .innerJoin('charges as c', 'c.id', 'a.charge_id')
        .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
        .select([
          'a.id',
          'a.subscription_id',
          'a.amount',
          'a.currency',
          'a.created_at',
          'i.id as invoice_id',
          'i.number as invoice_number',
          'i.issued_at',
        ])
        .select((eb) =>
          eb
            .selectFrom('refund_items as ri')
            .select((ri) => ri.fn.coalesce(ri.fn.sum<number>('ri.amount'), ri.lit(0)).as('n'))
            .whereRef('ri.allocation_id', '=', 'a.id')
            .where('ri.status', 'in', ['pending', 'refunded'])
            .as('refunded'),
        )
        .select((eb) =>
          eb
            .selectFrom('refund_items as ri')
            .select((ri) => ri.fn.coalesce(ri.fn.sum<number>('ri.amount'), ri.lit(0)).as('n'))
            .whereRef('ri.allocation_id', '=', 'a.id')
            .where('ri.status', '=', 'pending')
            .as('pending'),
        )
        // Credit notes, a refund made in the provider's dashboard's too (decision 0153).
        .select((eb) => creditedOf(eb).as('credited'))
        .where('a.tenant_id', '=', tenantId)
        .where('c.user_id', '=', userId)
        .where('c.kind', '=', 'charge')
        .where('c.status', '=', 'succeeded')
        .orderBy('a.created_at', 'desc')
        .execute(),

    charges: (tenantId: string, userId: string) =>
      db
        .selectFrom('charges as c')
        .leftJoin('invoices as i', 'i.id', 'c.invoice_id')
        .select([
          'c.id',
          'c.subscription_id',
          'c.created_at',
          'c.kind',
          'c.status',
          'c.amount',
          'c.currency',
          'c.failure_code',
          'i.number as document',
          'i.total as document_total',
        ])
        .where('c.tenant_id', '=', tenantId)
        .where('c.user_id', '=', userId)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id')
        .limit(200)
        .execute(),

    paymentMethods: (tenantId: string, userId: string) =>
      db
        .selectFrom('payment_methods')
        .select(['id', 'kind', 'brand', 'last4', 'exp_month', 'exp_year', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute(),

    emails: (tenantId: string, userId: string) =>
      db
        .selectFrom('mail_outbox')
        .select(['id', 'kind', 'subject', 'status', 'created_at', 'sent_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(50)
        .execute(),

    pageViews: (tenantId: string, krn: string) =>
      db
        .selectFrom('page_views')
        .select(['created_at', 'full_url', 'locale'])
        .where('tenant_id', '=', tenantId)
        .where('backend_user_krn', '=', krn)
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute(),

    referrals: (tenantId: string, userId: string) =>
      db
        .selectFrom('referrals')
        .select(['referrer_user_id', 'status', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where((eb) =>
          eb.or([eb('referrer_user_id', '=', userId), eb('referred_user_id', '=', userId)]),
        )
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute(),

    giftCards: (tenantId: string, userId: string) =>
      db
        .selectFrom('gift_cards')
        .select(['code', 'tier', 'months', 'redeemed_at'])
        .where('tenant_id', '=', tenantId)
        .where('redeemed_by_user_id', '=', userId)
        .orderBy('redeemed_at', 'desc')
        .execute(),

    deletion: (tenantId: string, userId: string) =>
      db
        .selectFrom('deletion_requests')
        .select(['status', 'requested_at', 'scheduled_for'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirst(),

    pendingEmail: (tenantId: string, userId: string, now: Date) =>
      db
        .selectFrom('email_change_requests')
        .select(['new_email', 'expires_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),

    twoFactor: async (tenantId: string, userId: string) =>
      (await db
        .selectFrom('two_factor_secrets')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('subject_kind', '=', 'user')
        .where('subject_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst()) !== undefined,
  };
}

export type CustomerRecords = ReturnType<typeof createCustomerRecords>;
