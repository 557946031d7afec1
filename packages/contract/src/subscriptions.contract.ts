import { DECLINE_TYPES } from '@halyard/domain';
import { z } from 'zod';
import { IdParams, Instant, ScaledAmount } from './common.schema';
import { defineRoute, errors } from './http';
import { AutobillOffBody } from './cancellation.schema';

/** One failed renewal attempt (decision 0181): the decline code and when it is tried again. */
export const DunningAttempt = z
  .object({
    attempted_at: Instant,
    amount: ScaledAmount,
    decline_code: z.string(),
    decline_type: z.enum(DECLINE_TYPES),
    next_retry_at: Instant.nullable(),
  })
  .meta({ id: 'DunningAttempt' });

/**
 * Issue 21 §2–3: a renewal that failed — the scheduled retries go on (`retrying`), the card was
 * declined for good and a new one is needed, or the bank waits for the customer to authenticate.
 */
export const Dunning = z
  .object({
    state: z.enum(['retrying', 'payment_method_required', 'authentication_required']),
    decline_code: z.string().nullable(),
    next_retry_at: Instant.nullable(),
    /** The end of the spec §4 grace period: unpaid by then, it expires. */
    grace_ends_at: Instant.nullable(),
    attempts: z.array(DunningAttempt),
  })
  .meta({ id: 'Dunning' });

/**
 * Decision 0196 addendum: the VAT a gross renewal price contains, for an `inclusive` tenant's
 * consumer in a gross-price country — its rate ("19.00"), country ("DE") and amount. Absent when
 * the price is net with tax added (an `exclusive` tenant, the US, a business under reverse charge).
 */
export const IncludedTax = z
  .object({ rate: z.string(), country: z.string(), amount: ScaledAmount })
  .meta({ id: 'IncludedTax' });
export type IncludedTax = z.infer<typeof IncludedTax>;

/** spec §3 Addon, plus what the portal shows of it (dedicated IP details, renewal). */
export const SubscriptionAddon = z
  .object({
    addon_type: z.string(),
    krn: z.string(),
    addon_id: z.string(),
    expires: Instant.nullable(),
    billing_cycle: z.number().int().nullable(),
    auto_billing_enabled: z.boolean(),
    region: z.string().nullable(),
    ip_address: z.string().nullable(),
    /** Issue 21 §5 (decision 0184): bought after the plan, it renews on its own date. */
    renews_with_plan: z.boolean(),
    /** Its own next renewal, tax included (null: it renews with the plan, or has no price). */
    renewal_price: ScaledAmount.nullable(),
    /** The VAT its own renewal price contains (decision 0196 addendum). */
    included_tax: IncludedTax.optional(),
    /** Its own renewal failed and is being retried, or waits for the customer. */
    dunning: Dunning.nullable(),
  })
  .meta({ id: 'SubscriptionAddon' });

export const Entitlement = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(['product', 'feature']),
  })
  .meta({ id: 'Entitlement' });

/**
 * spec §3 Subscription, every listed field under its spec name (the v2 field names are "not
 * shown"; decision 0008), plus the renewal price and plan name the portal displays.
 */
export const Subscription = z
  .object({
    krn: z.string(),
    subscription_id: z.string(),
    state: z.string(),
    type: z.string(),
    active: z.boolean(),
    next_payment_date: Instant.nullable(),
    next_payment_method: z.string(),
    auto_billing_enabled: z.boolean(),
    supports_autobill: z.boolean(),
    auto_bill_failed_on: Instant.nullable(),
    auto_bill_payment_failed: z.boolean(),
    expires_soon: z.boolean(),
    manual_renew_allowed: z.boolean(),
    handled_by_chargebee: z.boolean(),
    purchase_date: Instant,
    next_billing_cycle: z.number().int(),
    tier: z.string(),
    addons: z.array(SubscriptionAddon),
    entitlements: z.array(Entitlement),
    price_krns: z.array(z.string()),
    cc_info: z
      .object({
        brand: z.string(),
        last4: z.string(),
        exp_month: z.number().int(),
        exp_year: z.number().int(),
      })
      .nullable(),
    holiday_esims: z.array(
      z.object({ expires: Instant, data_gb: z.number().int(), validity_days: z.number().int() }),
    ),
    setup_link_token: z.string().nullable(),
    aircoveCoupon: z.object({ code: z.string(), expires: Instant }).nullable(),
    product_name: z.string().nullable(),
    renewal_price: ScaledAmount,
    /** The VAT the renewal price contains, when it is gross (decision 0196 addendum). */
    included_tax: IncludedTax.optional(),
    /** Issue 21 §2–3 (decisions 0181, 0182): null unless a renewal payment failed. */
    dunning: Dunning.nullable(),
    /** Issue 21 §4 (decision 0183): an accepted save offer's discount on the next renewal. */
    renewal_discount_percent: z.number().int().nullable(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionList = z
  .object({ subscriptions: z.array(Subscription) })
  .meta({ id: 'SubscriptionList' });

export const listSubscriptions = defineRoute({
  method: 'GET',
  path: '/api/v2/subscriptions/',
  summary: "The signed-in user's subscriptions",
  tags: ['subscriptions'],
  auth: true,
  response: { 200: SubscriptionList, ...errors(400, 401) },
});

export const getSubscription = defineRoute({
  method: 'GET',
  path: '/api/v2/subscriptions/{id}',
  summary: 'One subscription of the signed-in user (by subscription_id)',
  tags: ['subscriptions'],
  auth: true,
  params: IdParams,
  response: { 200: Subscription, ...errors(400, 401, 404) },
});

// --- lifecycle (spec §4 "auto-billing on and off … retry of payment collection"; decision 0030) ---

export const autobillOn = defineRoute({
  method: 'POST',
  path: '/api/v2/subscriptions/{id}/autobill-on',
  summary: 'Turn automatic renewal on (resumes a cancelled subscription that is still running)',
  tags: ['subscriptions'],
  auth: true,
  params: IdParams,
  response: { 200: Subscription, ...errors(400, 401, 404, 409) },
});

export const autobillOff = defineRoute({
  method: 'POST',
  path: '/api/v2/subscriptions/{id}/autobill-off',
  summary:
    'Turn automatic renewal off: the subscription runs to its end date, then expires. An optional reason (and the save offer turned down) is kept for reporting; a confirmation email is sent',
  tags: ['subscriptions'],
  auth: true,
  params: IdParams,
  body: AutobillOffBody.nullish(),
  response: { 200: Subscription, ...errors(400, 401, 404, 409) },
});

export const RetryPaymentCollectionBody = z
  .object({
    /** A stored payment method of the user to charge (and keep for renewals); default: the current one. */
    payment_method_id: z.string().min(1).max(100).optional(),
  })
  .meta({ id: 'RetryPaymentCollectionBody' });

export const PaymentCollectionResult = z
  .object({
    subscription: Subscription,
    invoice: z.object({ id: z.string(), number: z.string(), total: ScaledAmount }),
  })
  .meta({ id: 'PaymentCollectionResult' });

export const retryPaymentCollection = defineRoute({
  method: 'POST',
  path: '/api/v2/subscriptions/{id}/retry-payment-collection',
  summary:
    'Charge the overdue renewal now. A decline answers 402 with the spec §8 payment error key as the code',
  tags: ['subscriptions'],
  auth: true,
  params: IdParams,
  body: RetryPaymentCollectionBody.nullish(),
  response: { 200: PaymentCollectionResult, ...errors(400, 401, 402, 404, 409, 502) },
});
