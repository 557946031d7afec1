import type { AddonType } from '../catalogue/addon-groups';
import type { Entitlement } from '../catalogue/entitlements';
import type { Tier } from '../catalogue/tiers';
import type { PaymentMethod } from '../checkout/payment-methods';

/**
 * Entity shapes of spec §3, with the spec's own (snake_case) field names. Dates are ISO-8601 UTC
 * text (decision 0002) and an absent value is `null`.
 */

/** spec §3 state: active, cancelled, intrial, revoked and "others" (ours: expired). */
export const SUBSCRIPTION_STATES = [
  'active',
  'intrial',
  'cancelled',
  'revoked',
  'expired',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** spec §3 type: the three free-trial types and "others" (ours: standard, a paid plan). */
export const SUBSCRIPTION_TYPES = [
  'multi_device_free_trial',
  'single_device_free_trial',
  'chargebee_free_trial',
  'standard',
] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** spec §3 Addon, plus the date of spec §4 "An addon is expired when its date is in the past". */
export interface Addon {
  readonly addon_type: AddonType;
  readonly krn: string;
  readonly addon_id: string;
  readonly expires_at: string | null;
}

export interface HolidayEsim {
  readonly expires: string;
}

export interface AircoveCoupon {
  readonly expires: string;
}

/** spec §3 Subscription, every field. */
export interface Subscription {
  // Identity and state
  readonly krn: string;
  readonly subscription_id: string;
  readonly state: SubscriptionState;
  readonly type: SubscriptionType;
  readonly active: boolean;
  // Billing
  readonly next_payment_date: string | null;
  readonly next_payment_method: PaymentMethod;
  readonly auto_billing_enabled: boolean;
  readonly supports_autobill: boolean;
  readonly auto_bill_failed_on: string | null;
  readonly auto_bill_payment_failed: boolean;
  readonly expires_soon: boolean;
  readonly manual_renew_allowed: boolean;
  readonly handled_by_chargebee: boolean;
  readonly purchase_date: string | null;
  readonly next_billing_cycle: number | null;
  // Plan and extras
  readonly tier: Tier;
  readonly addons: readonly Addon[];
  readonly entitlements: readonly Entitlement[];
  readonly price_krns: readonly string[];
  readonly cc_info: { readonly brand: string } | null;
  /** spec §3 "a list; the first has expires". */
  readonly holiday_esims: readonly HolidayEsim[];
  readonly setup_link_token: string | null;
  readonly aircoveCoupon: AircoveCoupon | null;
}

/** spec §3 "Business subscription: business_subscription.is_chargebee". */
export interface BusinessSubscription {
  /** On the newer billing system (dashboard /volume-management, spec §2). */
  readonly is_chargebee: boolean;
}

/** spec §3 User data, with the business subscription of a business customer. */
export interface UserData {
  readonly krn: string;
  readonly business_customer: boolean;
  readonly has_credit_card: boolean;
  /** spec §3 "a string that may contain chargebee or single_device_free_trial". */
  readonly free_trial_status: string | null;
  readonly business_subscription: BusinessSubscription | null;
}
