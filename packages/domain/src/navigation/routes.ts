import { activeSubscriptions } from '../subscriptions/conditions';
import type { Subscription } from '../subscriptions/types';

/** spec §2 account navigation routes. */
export const ROUTES = {
  dashboard: '/subscriptions',
  businessDashboard: '/volume-management',
  /**
   * spec §2 "Legacy business dashboard: a bare relative name with no leading slash"; the name is
   * ours (decision 0014) and resolves against the current path like any relative link.
   */
  legacyBusinessDashboard: 'business',
  mySubscriptions: '/my-subscriptions',
  licenseManager: '/license_manager',
  redeem: '/redeem',
  dnsSettings: '/dns_settings',
  activationSetup: '/activation-setup',
  dedicatedIp: '/support/dedicated-ip',
  esim: '/esim',
  referrals: '/referrals',
  idAlerts: '/id-defender/id-alerts',
  idTheftInsurance: '/id-defender/id-theft-insurance',
  dataRemoval: '/id-defender/data-removal',
  creditScanner: '/id-defender/credit-scanner',
  passwordManager: '/keys',
  accountBilling: '/account-billing',
  /** Issue 23: two-factor sign-in, passkeys and sessions (below Account & Billing, decision 0117). */
  accountSecurity: '/account-billing/security',
  changelog: '/changelog',
  expertProgram: '/expert-program',
  setup: '/setup',
  aircove: '/aircove',
  support: '/support',
  home: '/',
} as const;

/** A krn as one path segment: colons stay readable, anything else unsafe is escaped. */
function segment(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':');
}

/** spec §2 Setup Devices: /activation-setup?activation_code=… (no query without a token). */
export function activationSetupRoute(setupLinkToken: string | null): string {
  if (!setupLinkToken) return ROUTES.activationSetup;
  return `${ROUTES.activationSetup}?activation_code=${encodeURIComponent(setupLinkToken)}`;
}

/**
 * spec §2 Setup Devices for a user: the activation link "taken from the first active
 * subscription's setup link token" (spec §4 active-subscriptions list).
 */
export function activationLinkFor(subs: readonly Subscription[], now: Date): string {
  return activationSetupRoute(activeSubscriptions(subs, now)[0]?.setup_link_token ?? null);
}

/**
 * Issue 21 §1: the one-click way back after auto-renew was turned off (decision 0183), linked from
 * the confirmation email.
 */
export function autoRenewRoute(krn: string): string {
  return `${ROUTES.dashboard}/${segment(krn)}/auto_renew`;
}

/** spec §2 Router coupon: /my-subscriptions/{krn}/aircove-coupon. */
export function routerCouponRoute(krn: string): string {
  return `${ROUTES.mySubscriptions}/${segment(krn)}/aircove-coupon`;
}

export const SUBSCRIPTION_LINKS = [
  'retry-payment',
  'update-payment-method',
  'payment-history',
  'autobill-failed-help',
  'ios-help',
  'ios-update',
  'play-store-help',
  'play-store-update',
  // Ours (issue 24 item 4, decision 0163): an ended subscription is bought again on /order.
  'buy-again',
] as const;
export type SubscriptionLink = (typeof SUBSCRIPTION_LINKS)[number];

const TIER_SLUGS: Readonly<Record<string, string>> = {
  TIER_BASIC: 'basic',
  TIER_PREMIUM: 'premium',
};

/**
 * Issue 24 item 4: where an ended subscription is bought again — the order page with the same
 * tier and length chosen (a post-expiry customer sees the spec §2 post-expiry offer there).
 */
export function buyAgainPath(plan?: { readonly tier: string; readonly months: number | null }) {
  const tier = plan ? TIER_SLUGS[plan.tier] : undefined;
  if (!plan || !tier) return '/order';
  return plan.months ? `/order?tier=${tier}&length=${plan.months}` : `/order?tier=${tier}`;
}

/**
 * spec §2 "Links shown from a subscription block", for the subscription `krn` (and its plan, for
 * buying it again).
 */
export function subscriptionLinks(
  krn: string,
  plan?: { readonly tier: string; readonly months: number | null },
): Record<SubscriptionLink, string> {
  const ios = '/support/troubleshooting/ios-in-app-purchases/';
  const playStore = '/support/troubleshooting/play-store-subscriptions';
  return {
    'retry-payment': `/subscriptions/${segment(krn)}/retry_manual_payment`,
    'update-payment-method': '/credit_cards/edit',
    'payment-history': '/invoices',
    'autobill-failed-help': '/support/troubleshooting/automatic-renewal-payment-failed',
    'ios-help': ios,
    'ios-update': `${ios}#update`,
    'play-store-help': playStore,
    'play-store-update': `${playStore}#update`,
    'buy-again': buyAgainPath(plan),
  };
}
