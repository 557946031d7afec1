/**
 * One demo account per customer type the spec names (issue 2, item 5). Every date is an offset in
 * days from the moment of seeding, so each account is in the state its label says when seeded;
 * from then on the billing engine moves it on like any real account.
 */
import type { AddonType, Currency, PlanTier } from '@halyard/domain';

export const DEMO_PASSWORD = 'demopassword';
export const DEMO_DOMAIN = 'demo.halyard.test';

export type DemoTier = PlanTier;
export type DemoMethod =
  'CreditCard' | 'PaypalLegacy' | 'AppStore' | 'PlayStore' | 'GooglePay' | 'None';
export type DemoCurrency = Currency;

export interface DemoAddon {
  readonly type: AddonType;
  readonly billingCycle?: number;
  readonly region?: string;
  readonly ipAddress?: string;
  readonly expiresInDays?: number;
}

export interface DemoSubscription {
  readonly tier: DemoTier;
  readonly months: 1 | 12 | 24;
  readonly state: 'active' | 'intrial' | 'cancelled' | 'revoked' | 'expired';
  readonly type?: string;
  readonly currency?: DemoCurrency;
  readonly purchasedDaysAgo: number;
  /** null: no next payment (e.g. in-app purchases billed by the store show their own date). */
  readonly nextPaymentInDays: number | null;
  readonly autobill: boolean;
  readonly method: DemoMethod;
  readonly failedDaysAgo?: number;
  readonly expiresSoon?: boolean;
  readonly handledByChargebee?: boolean;
  readonly addons?: readonly DemoAddon[];
  readonly esimExpiresInDays?: number;
  readonly couponExpiresInDays?: number;
}

export interface DemoAccount {
  readonly key: string;
  readonly label: string;
  readonly country: string;
  readonly state?: string;
  readonly zip?: string;
  readonly freeTrialStatus?: string;
  readonly card?: {
    readonly brand: string;
    readonly last4: string;
    readonly expMonth: number;
    readonly expYear: number;
  };
  readonly business?: { readonly isChargebee: boolean; readonly seats: number };
  readonly referredBy?: string;
  readonly subscriptions: readonly DemoSubscription[];
}

const visa = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 };
const mastercard = { brand: 'Mastercard', last4: '4444', expMonth: 8, expYear: 2029 };
const expiredVisa = { brand: 'Visa', last4: '0069', expMonth: 10, expYear: 2026 };

const idDefenderAddons: DemoAddon[] = [
  { type: 'idp_monitoring' },
  { type: 'idp_insurance' },
  { type: 'pip_data_removal' },
  { type: 'credit_scanner' },
  { type: 'credit_report' },
];

/** Where the customer lives (tax and invoice address); `state` only where the country has one. */
function address(country: string, zip: string, state?: string) {
  return state === undefined ? { country, zip } : { country, state, zip };
}

/**
 * A plan bought `purchasedDaysAgo` days ago whose next payment falls `nextPaymentInDays` from the
 * seeding; unless `more` says otherwise it is active and renews itself on the saved card.
 */
function plan(
  tier: DemoTier,
  months: DemoSubscription['months'],
  purchasedDaysAgo: number,
  nextPaymentInDays: number,
  more: Partial<DemoSubscription> = {},
): DemoSubscription {
  return {
    tier,
    months,
    state: 'active',
    purchasedDaysAgo,
    nextPaymentInDays,
    autobill: true,
    method: 'CreditCard',
    ...more,
  };
}

/** Ran out: the period ended without a renewal. */
const lapsed = { state: 'expired', autobill: false } as const;

/** A free trial of `type` (the account's trial status names the same type): nothing billed yet. */
const trial = (type: string) =>
  ({ state: 'intrial', type, autobill: false, method: 'None' }) as const;

/** Most of the journeys' own accounts: an Oregon customer paying by Visa. */
function oregonVisa(
  key: string,
  label: string,
  subscriptions: readonly DemoSubscription[],
  more: Partial<DemoAccount> = {},
): DemoAccount {
  return { key, label, ...address('US', '97201', 'OR'), card: visa, subscriptions, ...more };
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'trial-multi',
    label: 'Free trial, multi-device',
    ...address('US', '94105', 'CA'),
    freeTrialStatus: 'multi_device_free_trial',
    subscriptions: [plan('TIER_PREMIUM', 1, 2, 5, trial('multi_device_free_trial'))],
  },
  {
    key: 'trial-single',
    label: 'Free trial, single device',
    ...address('US', '10001', 'NY'),
    freeTrialStatus: 'single_device_free_trial',
    subscriptions: [plan('TIER_BASIC', 1, 1, 6, trial('single_device_free_trial'))],
  },
  {
    key: 'trial-chargebee',
    label: 'Free trial with card (converts to paid)',
    ...address('US', '73301', 'TX'),
    freeTrialStatus: 'chargebee_free_trial',
    card: visa,
    subscriptions: [
      plan('TIER_PREMIUM', 12, 3, 4, {
        ...trial('chargebee_free_trial'),
        handledByChargebee: true,
        autobill: true,
        method: 'CreditCard',
      }),
    ],
  },
  {
    key: 'basic-us',
    label: 'Active Basic, 12 months, US',
    ...address('US', '94105', 'CA'),
    card: visa,
    subscriptions: [plan('TIER_BASIC', 12, 40, 325)],
  },
  {
    key: 'premium-us',
    label: 'Active Premium, 24 months, US',
    ...address('US', '98101', 'WA'),
    card: mastercard,
    subscriptions: [plan('TIER_PREMIUM', 24, 10, 720)],
  },
  {
    key: 'basic-de',
    label: 'Active Basic, monthly, Germany (EUR)',
    ...address('DE', '10115'),
    card: visa,
    subscriptions: [plan('TIER_BASIC', 1, 75, 15, { currency: 'EUR' })],
  },
  {
    key: 'premium-gb',
    label: 'Active Premium, 12 months, UK (GBP, PayPal)',
    ...address('GB', 'SW1A 1AA'),
    subscriptions: [plan('TIER_PREMIUM', 12, 20, 345, { currency: 'GBP', method: 'PaypalLegacy' })],
  },
  {
    key: 'expired',
    label: 'Expired subscription',
    ...address('US', '33101', 'FL'),
    card: visa,
    subscriptions: [plan('TIER_BASIC', 12, 400, -35, lapsed)],
  },
  {
    key: 'grace',
    label: 'Grace period (renewal payment failed 3 days ago)',
    ...address('US', '60601', 'IL'),
    card: expiredVisa,
    subscriptions: [plan('TIER_PREMIUM', 1, 93, -3, { failedDaysAgo: 3 })],
  },
  {
    key: 'expiring',
    label: 'Expiring soon, auto-renew off',
    ...address('CA', 'M5V 3L9', 'ON'),
    card: visa,
    subscriptions: [plan('TIER_BASIC', 12, 355, 10, { autobill: false, expiresSoon: true })],
  },
  {
    key: 'autobill-failed',
    label: 'Automatic renewal failed today',
    ...address('US', '02108', 'MA'),
    card: expiredVisa,
    subscriptions: [plan('TIER_BASIC', 1, 30, 0, { failedDaysAgo: 0 })],
  },
  oregonVisa('cancelled', 'Cancelled subscription', [
    plan('TIER_PREMIUM', 12, 200, 165, { state: 'cancelled', autobill: false }),
  ]),
  {
    key: 'appstore',
    label: 'In-app purchase (App Store)',
    ...address('US', '95014', 'CA'),
    subscriptions: [plan('TIER_PREMIUM', 1, 12, 18, { method: 'AppStore' })],
  },
  {
    key: 'playstore',
    label: 'In-app purchase (Play Store)',
    ...address('FR', '75001'),
    subscriptions: [plan('TIER_BASIC', 12, 50, 315, { currency: 'EUR', method: 'PlayStore' })],
  },
  {
    key: 'referred',
    label: 'Referred by a friend',
    ...address('US', '80202', 'CO'),
    card: mastercard,
    referredBy: 'premium-us',
    subscriptions: [plan('TIER_BASIC', 12, 5, 360)],
  },
  {
    key: 'business',
    label: 'Business customer (newer billing)',
    ...address('US', '10013', 'NY'),
    card: visa,
    business: { isChargebee: true, seats: 10 },
    subscriptions: [],
  },
  {
    key: 'business-legacy',
    label: 'Business customer (legacy billing)',
    ...address('NL', '1012 AB'),
    card: mastercard,
    business: { isChargebee: false, seats: 5 },
    subscriptions: [],
  },
  {
    key: 'id-defender',
    label: 'Premium with ID Defender add-ons',
    ...address('US', '22201', 'VA'),
    card: visa,
    subscriptions: [plan('TIER_PREMIUM', 12, 60, 305, { addons: idDefenderAddons })],
  },
  {
    key: 'dedicated-ip',
    label: 'Active with a dedicated IP',
    ...address('DE', '80331'),
    card: mastercard,
    subscriptions: [
      plan('TIER_PREMIUM', 12, 90, 275, {
        currency: 'EUR',
        addons: [
          {
            type: 'dip',
            billingCycle: 12,
            region: 'Frankfurt, Germany',
            ipAddress: '185.230.124.17',
          },
        ],
      }),
    ],
  },
  {
    // Issue 24 item 7 (decision 0168): paid, the region still to choose from the pool.
    key: 'dedicated-ip-new',
    label: 'Paid dedicated IP, region not chosen yet',
    ...address('GB', 'SW1A 1AA'),
    card: visa,
    subscriptions: [
      plan('TIER_PREMIUM', 12, 10, 355, {
        currency: 'GBP',
        addons: [{ type: 'dip', billingCycle: 12 }],
      }),
    ],
  },
  {
    key: 'esim',
    label: 'Active with holiday eSIM and router coupon',
    ...address('US', '85001', 'AZ'),
    card: visa,
    subscriptions: [
      plan('TIER_PREMIUM', 24, 15, 715, { esimExpiresInDays: 45, couponExpiresInDays: 60 }),
    ],
  },
  // Accounts the billing journeys change (issue 7): each journey owns one, so changing it never
  // disturbs the journeys that read the accounts above.
  {
    key: 'autorenew',
    label: 'Active Basic, 12 months, auto-renew on (auto-renew journey)',
    ...address('US', '73301', 'TX'),
    card: visa,
    subscriptions: [plan('TIER_BASIC', 12, 100, 265)],
  },
  {
    key: 'refund',
    label: 'Premium bought 5 days ago, inside the money-back guarantee (refund journey)',
    ...address('US', '89501', 'NV'),
    card: mastercard,
    subscriptions: [plan('TIER_PREMIUM', 12, 5, 360)],
  },
  {
    key: 'retry',
    label: 'Renewal failed 2 days ago, card expired (retry journey)',
    ...address('US', '30301', 'GA'),
    card: expiredVisa,
    subscriptions: [plan('TIER_BASIC', 1, 62, -2, { failedDaysAgo: 2 })],
  },
  oregonVisa('change-plan', 'Active Basic, monthly, Oregon (change-plan journey)', [
    plan('TIER_BASIC', 1, 45, 15),
  ]),
  {
    key: 'redeem',
    label: 'Active Basic, 12 months (redeem journey)',
    ...address('US', '84101', 'UT'),
    card: visa,
    subscriptions: [plan('TIER_BASIC', 12, 80, 285)],
  },
  // Issue 24 journeys (decisions 0160–0169): each changes its own account.
  oregonVisa('recovery', 'Active Basic, monthly (password-reset journey)', [
    plan('TIER_BASIC', 1, 10, 20),
  ]),
  oregonVisa('leaving', 'Active Basic, 12 months, auto-renew on (account-deletion journey)', [
    plan('TIER_BASIC', 12, 30, 335),
  ]),
  oregonVisa('returning', 'Expired Basic, 12 months (renew-from-dashboard journey)', [
    plan('TIER_BASIC', 12, 400, -35, lapsed),
  ]),
  oregonVisa('returning-order', 'Expired Basic, 12 months (renew-from-order-page journey)', [
    plan('TIER_BASIC', 12, 400, -35, lapsed),
  ]),
  oregonVisa('gift-upgrade', 'Active Basic, 12 months (gift-card upgrade journey)', [
    plan('TIER_BASIC', 12, 60, 305),
  ]),
  oregonVisa('addons-order', 'Active Basic, 12 months, no add-ons (add-on order journey)', [
    plan('TIER_BASIC', 12, 20, 345),
  ]),
  oregonVisa(
    'business-billing',
    'Business customer, newer billing, Oregon (business-billing journey)',
    [],
    { business: { isChargebee: true, seats: 10 } },
  ),
];

export const demoEmail = (key: string) => `${key}@${DEMO_DOMAIN}`;
