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

export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'trial-multi',
    label: 'Free trial, multi-device',
    country: 'US',
    state: 'CA',
    zip: '94105',
    freeTrialStatus: 'multi_device_free_trial',
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 1,
        state: 'intrial',
        type: 'multi_device_free_trial',
        purchasedDaysAgo: 2,
        nextPaymentInDays: 5,
        autobill: false,
        method: 'None',
      },
    ],
  },
  {
    key: 'trial-single',
    label: 'Free trial, single device',
    country: 'US',
    state: 'NY',
    zip: '10001',
    freeTrialStatus: 'single_device_free_trial',
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 1,
        state: 'intrial',
        type: 'single_device_free_trial',
        purchasedDaysAgo: 1,
        nextPaymentInDays: 6,
        autobill: false,
        method: 'None',
      },
    ],
  },
  {
    key: 'trial-chargebee',
    label: 'Free trial with card (converts to paid)',
    country: 'US',
    state: 'TX',
    zip: '73301',
    freeTrialStatus: 'chargebee_free_trial',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 12,
        state: 'intrial',
        type: 'chargebee_free_trial',
        handledByChargebee: true,
        purchasedDaysAgo: 3,
        nextPaymentInDays: 4,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'basic-us',
    label: 'Active Basic, 12 months, US',
    country: 'US',
    state: 'CA',
    zip: '94105',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'active',
        purchasedDaysAgo: 40,
        nextPaymentInDays: 325,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'premium-us',
    label: 'Active Premium, 24 months, US',
    country: 'US',
    state: 'WA',
    zip: '98101',
    card: mastercard,
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 24,
        state: 'active',
        purchasedDaysAgo: 10,
        nextPaymentInDays: 720,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'basic-de',
    label: 'Active Basic, monthly, Germany (EUR)',
    country: 'DE',
    zip: '10115',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 1,
        state: 'active',
        currency: 'EUR',
        purchasedDaysAgo: 75,
        nextPaymentInDays: 15,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'premium-gb',
    label: 'Active Premium, 12 months, UK (GBP, PayPal)',
    country: 'GB',
    zip: 'SW1A 1AA',
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 12,
        state: 'active',
        currency: 'GBP',
        purchasedDaysAgo: 20,
        nextPaymentInDays: 345,
        autobill: true,
        method: 'PaypalLegacy',
      },
    ],
  },
  {
    key: 'expired',
    label: 'Expired subscription',
    country: 'US',
    state: 'FL',
    zip: '33101',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'expired',
        purchasedDaysAgo: 400,
        nextPaymentInDays: -35,
        autobill: false,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'grace',
    label: 'Grace period (renewal payment failed 3 days ago)',
    country: 'US',
    state: 'IL',
    zip: '60601',
    card: expiredVisa,
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 1,
        state: 'active',
        purchasedDaysAgo: 93,
        nextPaymentInDays: -3,
        failedDaysAgo: 3,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'expiring',
    label: 'Expiring soon, auto-renew off',
    country: 'CA',
    state: 'ON',
    zip: 'M5V 3L9',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'active',
        purchasedDaysAgo: 355,
        nextPaymentInDays: 10,
        autobill: false,
        expiresSoon: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'autobill-failed',
    label: 'Automatic renewal failed today',
    country: 'US',
    state: 'MA',
    zip: '02108',
    card: expiredVisa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 1,
        state: 'active',
        purchasedDaysAgo: 30,
        nextPaymentInDays: 0,
        failedDaysAgo: 0,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'cancelled',
    label: 'Cancelled subscription',
    country: 'US',
    state: 'OR',
    zip: '97201',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 12,
        state: 'cancelled',
        purchasedDaysAgo: 200,
        nextPaymentInDays: 165,
        autobill: false,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'appstore',
    label: 'In-app purchase (App Store)',
    country: 'US',
    state: 'CA',
    zip: '95014',
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 1,
        state: 'active',
        purchasedDaysAgo: 12,
        nextPaymentInDays: 18,
        autobill: true,
        method: 'AppStore',
      },
    ],
  },
  {
    key: 'playstore',
    label: 'In-app purchase (Play Store)',
    country: 'FR',
    zip: '75001',
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'active',
        currency: 'EUR',
        purchasedDaysAgo: 50,
        nextPaymentInDays: 315,
        autobill: true,
        method: 'PlayStore',
      },
    ],
  },
  {
    key: 'referred',
    label: 'Referred by a friend',
    country: 'US',
    state: 'CO',
    zip: '80202',
    card: mastercard,
    referredBy: 'premium-us',
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'active',
        purchasedDaysAgo: 5,
        nextPaymentInDays: 360,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'business',
    label: 'Business customer (newer billing)',
    country: 'US',
    state: 'NY',
    zip: '10013',
    card: visa,
    business: { isChargebee: true, seats: 10 },
    subscriptions: [],
  },
  {
    key: 'business-legacy',
    label: 'Business customer (legacy billing)',
    country: 'NL',
    zip: '1012 AB',
    card: mastercard,
    business: { isChargebee: false, seats: 5 },
    subscriptions: [],
  },
  {
    key: 'id-defender',
    label: 'Premium with ID Defender add-ons',
    country: 'US',
    state: 'VA',
    zip: '22201',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 12,
        state: 'active',
        purchasedDaysAgo: 60,
        nextPaymentInDays: 305,
        autobill: true,
        method: 'CreditCard',
        addons: idDefenderAddons,
      },
    ],
  },
  {
    key: 'dedicated-ip',
    label: 'Active with a dedicated IP',
    country: 'DE',
    zip: '80331',
    card: mastercard,
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 12,
        state: 'active',
        currency: 'EUR',
        purchasedDaysAgo: 90,
        nextPaymentInDays: 275,
        autobill: true,
        method: 'CreditCard',
        addons: [
          {
            type: 'dip',
            billingCycle: 12,
            region: 'Frankfurt, Germany',
            ipAddress: '185.230.124.17',
          },
        ],
      },
    ],
  },
  {
    // Issue 24 item 7 (decision 0168): paid, the region still to choose from the pool.
    key: 'dedicated-ip-new',
    label: 'Paid dedicated IP, region not chosen yet',
    country: 'GB',
    zip: 'SW1A 1AA',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 12,
        state: 'active',
        currency: 'GBP',
        purchasedDaysAgo: 10,
        nextPaymentInDays: 355,
        autobill: true,
        method: 'CreditCard',
        addons: [{ type: 'dip', billingCycle: 12 }],
      },
    ],
  },
  {
    key: 'esim',
    label: 'Active with holiday eSIM and router coupon',
    country: 'US',
    state: 'AZ',
    zip: '85001',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 24,
        state: 'active',
        purchasedDaysAgo: 15,
        nextPaymentInDays: 715,
        autobill: true,
        method: 'CreditCard',
        esimExpiresInDays: 45,
        couponExpiresInDays: 60,
      },
    ],
  },
  // Accounts the billing journeys change (issue 7): each journey owns one, so changing it never
  // disturbs the journeys that read the accounts above.
  {
    key: 'autorenew',
    label: 'Active Basic, 12 months, auto-renew on (auto-renew journey)',
    country: 'US',
    state: 'TX',
    zip: '73301',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'active',
        purchasedDaysAgo: 100,
        nextPaymentInDays: 265,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'refund',
    label: 'Premium bought 5 days ago, inside the money-back guarantee (refund journey)',
    country: 'US',
    state: 'NV',
    zip: '89501',
    card: mastercard,
    subscriptions: [
      {
        tier: 'TIER_PREMIUM',
        months: 12,
        state: 'active',
        purchasedDaysAgo: 5,
        nextPaymentInDays: 360,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'retry',
    label: 'Renewal failed 2 days ago, card expired (retry journey)',
    country: 'US',
    state: 'GA',
    zip: '30301',
    card: expiredVisa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 1,
        state: 'active',
        purchasedDaysAgo: 62,
        nextPaymentInDays: -2,
        failedDaysAgo: 2,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'change-plan',
    label: 'Active Basic, monthly, Oregon (change-plan journey)',
    country: 'US',
    state: 'OR',
    zip: '97201',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 1,
        state: 'active',
        purchasedDaysAgo: 45,
        nextPaymentInDays: 15,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'redeem',
    label: 'Active Basic, 12 months (redeem journey)',
    country: 'US',
    state: 'UT',
    zip: '84101',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'active',
        purchasedDaysAgo: 80,
        nextPaymentInDays: 285,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  // Issue 24 journeys (decisions 0160–0169): each changes its own account.
  {
    key: 'recovery',
    label: 'Active Basic, monthly (password-reset journey)',
    country: 'US',
    state: 'OR',
    zip: '97201',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 1,
        state: 'active',
        purchasedDaysAgo: 10,
        nextPaymentInDays: 20,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'leaving',
    label: 'Active Basic, 12 months, auto-renew on (account-deletion journey)',
    country: 'US',
    state: 'OR',
    zip: '97201',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'active',
        purchasedDaysAgo: 30,
        nextPaymentInDays: 335,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'returning',
    label: 'Expired Basic, 12 months (renew-from-dashboard journey)',
    country: 'US',
    state: 'OR',
    zip: '97201',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'expired',
        purchasedDaysAgo: 400,
        nextPaymentInDays: -35,
        autobill: false,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'returning-order',
    label: 'Expired Basic, 12 months (renew-from-order-page journey)',
    country: 'US',
    state: 'OR',
    zip: '97201',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'expired',
        purchasedDaysAgo: 400,
        nextPaymentInDays: -35,
        autobill: false,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'gift-upgrade',
    label: 'Active Basic, 12 months (gift-card upgrade journey)',
    country: 'US',
    state: 'OR',
    zip: '97201',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'active',
        purchasedDaysAgo: 60,
        nextPaymentInDays: 305,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'addons-order',
    label: 'Active Basic, 12 months, no add-ons (add-on order journey)',
    country: 'US',
    state: 'OR',
    zip: '97201',
    card: visa,
    subscriptions: [
      {
        tier: 'TIER_BASIC',
        months: 12,
        state: 'active',
        purchasedDaysAgo: 20,
        nextPaymentInDays: 345,
        autobill: true,
        method: 'CreditCard',
      },
    ],
  },
  {
    key: 'business-billing',
    label: 'Business customer, newer billing, Oregon (business-billing journey)',
    country: 'US',
    state: 'OR',
    zip: '97201',
    card: visa,
    business: { isChargebee: true, seats: 10 },
    subscriptions: [],
  },
];

export const demoEmail = (key: string) => `${key}@${DEMO_DOMAIN}`;
