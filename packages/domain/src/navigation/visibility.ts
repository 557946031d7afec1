import { isAboveBasic } from '../catalogue/tiers';
import {
  hasUnexpiredHolidayEsim,
  hasUnexpiredRouterCoupon,
  isFreeTrialType,
  isInApp,
  isRevoked,
} from '../subscriptions/conditions';
import type { Subscription, UserData } from '../subscriptions/types';
import { enabledIdDefenderItems, type IdDefenderItem } from './id-defender';
import { NAV_ITEMS, type NavItem, type NavItemId } from './nav-items';
import { isEligibleSubscription, navigationType, type NavigationType } from './navigation-type';
import { activationLinkFor, routerCouponRoute, ROUTES } from './routes';

/** spec §6 "users in a sanctioned region (the flag is fixed false)". */
export const SANCTIONED_REGION = false;

export interface NavContext {
  readonly user: UserData | null;
  readonly subscriptions: readonly Subscription[];
  readonly now: Date;
  /** spec §6 Expert Program "when a feature flag is on". */
  readonly expertProgramEnabled?: boolean;
  /** Fixed false in the product (SANCTIONED_REGION); tests pass true to prove what it hides. */
  readonly sanctioned?: boolean;
}

/** What the spec §6 rules ask about a user, computed once. */
interface NavFacts {
  readonly type: NavigationType;
  readonly user: UserData | null;
  readonly subs: readonly Subscription[];
  readonly eligible: readonly Subscription[];
  readonly sanctioned: boolean;
  readonly expertProgram: boolean;
  readonly idDefender: ReadonlySet<IdDefenderItem>;
  readonly now: Date;
}

type Rule = (facts: NavFacts) => boolean;

const always: Rule = () => true;
const business: Rule = (f) => f.user?.business_customer === true;

/** spec §6 Setup Devices: exactly one subscription and an eligible one; hidden for in-app with
 * auto-billing off or expiring soon, and when sanctioned. */
const setupDevices: Rule = (f) => {
  const [only] = f.subs;
  if (f.subs.length !== 1 || !only || f.eligible.length === 0 || f.sanctioned) return false;
  return !(f.type === 'in-app' && (!only.auto_billing_enabled || only.expires_soon));
};

/** spec §6 DNS: hidden for a single-device free trial, shown for eligible or business users. */
const dnsSettings: Rule = (f) =>
  !f.user?.free_trial_status?.includes('single_device_free_trial') &&
  (f.eligible.length > 0 || business(f));

/** spec §6 dedicated IP "when all subscriptions satisfy a check" (decision 0014): each one is
 * billed by us (not an app store) and is not a free trial; there is at least one. */
const dedicatedIp: Rule = (f) =>
  f.subs.length > 0 && f.subs.every((s) => !isInApp(s) && !isFreeTrialType(s.type));

/** spec §6 Refer friends: an eligible subscription that is not in-app and (the "other check",
 * decision 0014) is paid: neither a free-trial type nor in trial. */
const referrals: Rule = (f) =>
  f.eligible.some((s) => !isInApp(s) && !isFreeTrialType(s.type) && s.state !== 'intrial');

/** spec §6 router coupon "when unexpired": the page of the first subscription holding one. */
function couponRoute(f: NavFacts): string | null {
  const holder = f.subs.find((s) => hasUnexpiredRouterCoupon(s, f.now));
  return holder ? routerCouponRoute(holder.krn) : null;
}

const idDefender =
  (item: IdDefenderItem): Rule =>
  (f) =>
    f.idDefender.has(item);

/** spec §6 Expired or other: redeem Code "only if non-business and a condition on subscriptions
 * holds" — no subscription is revoked (decision 0014). */
const redeemWhenExpired: Rule = (f) => !business(f) && !f.subs.some(isRevoked);

const FULL: readonly (readonly [NavItemId, Rule])[] = [
  ['dashboard', always],
  ['setup-devices', setupDevices],
  ['dns-settings', dnsSettings],
  ['dedicated-ip', dedicatedIp],
  ['esim', (f) => f.subs.some((s) => hasUnexpiredHolidayEsim(s, f.now))],
  ['router-coupon', (f) => couponRoute(f) !== null],
  ['id-alerts', idDefender('id-alerts')],
  ['id-theft-insurance', idDefender('id-theft-insurance')],
  ['data-removal', idDefender('data-removal')],
  ['credit-scanner', idDefender('credit-scanner')],
  ['password-manager', (f) => f.subs.some((s) => isAboveBasic(s.tier))],
  ['referrals', referrals],
  ['my-subscription', (f) => !business(f) && !f.sanctioned],
  ['account-billing', always],
  ['changelog', always],
  ['redeem-code', always],
  ['expert-program', (f) => f.expertProgram],
  ['sign-out', always],
];

/** spec §6 the items of each navigation type, in display order, with their visibility rule. */
export const NAV_ITEMS_BY_TYPE: Record<NavigationType, readonly (readonly [NavItemId, Rule])[]> = {
  none: [],
  business: [
    ['dashboard', always],
    ['license-manager', (f) => !f.user?.business_subscription?.is_chargebee],
    ['account-billing', always],
    ['sign-out', always],
  ],
  expired: [
    ['dashboard', always],
    ['account-billing', always],
    ['changelog', always],
    ['redeem-code', redeemWhenExpired],
    ['sign-out', always],
  ],
  'free-trial': FULL,
  'in-app': FULL,
  active: FULL,
};

/** The user's own route for the items whose route depends on them (spec §2). */
function routeFor(id: NavItemId, f: NavFacts): string | null {
  switch (id) {
    case 'dashboard':
      if (f.type !== 'business') return ROUTES.dashboard;
      return f.user?.business_subscription?.is_chargebee
        ? ROUTES.businessDashboard
        : ROUTES.legacyBusinessDashboard;
    case 'setup-devices':
      return activationLinkFor(f.subs, f.now);
    case 'router-coupon':
      return couponRoute(f);
    default:
      return NAV_ITEMS[id].route;
  }
}

/** spec §4/§6 the account navigation of a user at `now`. */
export function navigationItems(ctx: NavContext): NavItem[] {
  const type = navigationType(ctx.user, ctx.subscriptions, ctx.now);
  const eligible = ctx.subscriptions.filter((s) => isEligibleSubscription(s, ctx.now));
  const facts: NavFacts = {
    type,
    user: ctx.user,
    subs: ctx.subscriptions,
    eligible,
    sanctioned: ctx.sanctioned ?? SANCTIONED_REGION,
    expertProgram: ctx.expertProgramEnabled ?? false,
    idDefender: enabledIdDefenderItems(eligible),
    now: ctx.now,
  };
  return NAV_ITEMS_BY_TYPE[type]
    .filter(([, visible]) => visible(facts))
    .map(([id]) => ({ id, ...NAV_ITEMS[id], route: routeFor(id, facts) }));
}
