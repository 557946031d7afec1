import { findHelpArticle, HELP_CENTRE_PATH, isHelpSection } from '../content/help-articles';
import { LEGAL_PAGES } from '../content/legal-pages';
import { navItemPath } from './active';
import { ROUTES } from './routes';

/**
 * Who may open a page: anyone, a signed-in user whose navigation leads to it (spec §6), or staff
 * of the back office (issue 16: `/admin`, its own sign-in and roles; never under a locale prefix).
 */
export type PageAudience = 'public' | 'portal' | 'staff';

interface AppPage {
  /** The path without locale prefix; `:name` is one path segment. */
  readonly path: string;
  readonly audience: PageAudience;
}

const pub = (path: string): AppPage => ({ path, audience: 'public' });
const portal = (path: string): AppPage => ({ path, audience: 'portal' });
const staff = (path: string): AppPage => ({ path, audience: 'staff' });

/** Where the back office lives (ARCHITECTURE decision 16). */
export const ADMIN_PATH = '/admin';

/**
 * Every page the web app serves (issue 17, decision 0132): the web's router builds its routes
 * from these paths and the server answers 404 for any other address, so the two cannot drift.
 * Each may carry the spec §2 locale prefix (`/de/order`).
 */
export const APP_PAGES = {
  home: pub(ROUTES.home),
  order: pub('/order'),
  checkout: pub('/checkout'),
  checkoutConfirmation: pub('/checkout/confirmation'),
  redeemGift: pub('/redeem-gift'),
  setup: pub(ROUTES.setup),
  accessibility: pub('/accessibility'),
  signIn: pub('/sign-in'),
  /** Issue 24 item 1 (decision 0160): account recovery by email. */
  forgotPassword: pub('/forgot-password'),
  resetPassword: pub('/reset-password'),
  helpCentre: pub(HELP_CENTRE_PATH),
  /** A section (`/support/billing`) or a top-level article (`/support/contact`). */
  helpTopic: pub(`${HELP_CENTRE_PATH}/:topic`),
  helpArticle: pub(`${HELP_CENTRE_PATH}/:section/:article`),
  privacyPolicy: pub(LEGAL_PAGES['privacy-policy']),
  terms: pub(LEGAL_PAGES.terms),
  refundPolicy: pub(LEGAL_PAGES['refund-policy']),
  cookiePolicy: pub(LEGAL_PAGES['cookie-policy']),
  dashboard: portal(ROUTES.dashboard),
  invoices: portal('/invoices'),
  paymentMethod: portal('/credit_cards/edit'),
  retryPayment: portal(`${ROUTES.dashboard}/:krn/retry_manual_payment`),
  /** Issue 21 §1: turn auto-renew back on in one click (decision 0183). */
  autoRenew: portal(`${ROUTES.dashboard}/:krn/auto_renew`),
  idAlerts: portal(ROUTES.idAlerts),
  idTheftInsurance: portal(ROUTES.idTheftInsurance),
  dataRemoval: portal(ROUTES.dataRemoval),
  creditScanner: portal(ROUTES.creditScanner),
  passwordManager: portal(ROUTES.passwordManager),
  referrals: portal(ROUTES.referrals),
  mySubscriptions: portal(ROUTES.mySubscriptions),
  routerCoupon: portal(`${ROUTES.mySubscriptions}/:krn/aircove-coupon`),
  accountBilling: portal(ROUTES.accountBilling),
  accountSecurity: portal(ROUTES.accountSecurity),
  redeem: portal(ROUTES.redeem),
  businessDashboard: portal(ROUTES.businessDashboard),
  legacyBusinessDashboard: portal(navItemPath(ROUTES.legacyBusinessDashboard)),
  licenseManager: portal(ROUTES.licenseManager),
  activationSetup: portal(ROUTES.activationSetup),
  dnsSettings: portal(ROUTES.dnsSettings),
  dedicatedIp: portal(ROUTES.dedicatedIp),
  esim: portal(ROUTES.esim),
  changelog: portal(ROUTES.changelog),
  expertProgram: portal(ROUTES.expertProgram),
  // Issue 16: the back office (decision 0170). The app shows its sign-in when no staff session.
  adminSignIn: staff(`${ADMIN_PATH}/sign-in`),
  adminHome: staff(ADMIN_PATH),
  adminCustomer: staff(`${ADMIN_PATH}/customers/:customerId`),
  adminDunning: staff(`${ADMIN_PATH}/dunning`),
  adminRevenue: staff(`${ADMIN_PATH}/revenue`),
  adminCatalogue: staff(`${ADMIN_PATH}/catalogue`),
  adminGiftCards: staff(`${ADMIN_PATH}/gift-cards`),
  adminPromotionCodes: staff(`${ADMIN_PATH}/promotion-codes`),
  adminAudit: staff(`${ADMIN_PATH}/audit`),
  adminStaff: staff(`${ADMIN_PATH}/staff`),
  adminSecurity: staff(`${ADMIN_PATH}/security`),
} as const satisfies Record<string, AppPage>;

export type AppPageId = keyof typeof APP_PAGES;

/** A route path for a router nested below the root: `/order` → `order`. */
export const relativePagePath = (id: AppPageId): string => APP_PAGES[id].path.replace(/^\//, '');

/** Pages whose parameters name something that must exist (unknown → not found). */
const PARAM_CHECKS: Partial<Record<AppPageId, (params: Record<string, string>) => boolean>> = {
  helpTopic: ({ topic }) => isHelpSection(topic) || findHelpArticle(null, topic) !== undefined,
  helpArticle: ({ section, article }) =>
    isHelpSection(section) && findHelpArticle(section, article) !== undefined,
};

export interface PageMatch {
  readonly id: AppPageId;
  readonly audience: PageAudience;
  readonly params: Readonly<Record<string, string>>;
}

function segmentsOf(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

function matchOne(
  id: AppPageId,
  have: readonly string[],
): { match: PageMatch; score: number } | null {
  const page: AppPage = APP_PAGES[id];
  const want = page.path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  let score = 0;
  for (const [i, part] of want.entries()) {
    const value = have[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part === value) score += 1;
    else return null;
  }
  if (PARAM_CHECKS[id] && !PARAM_CHECKS[id](params)) return null;
  return { match: { id, audience: page.audience, params }, score };
}

/**
 * The page at a path without locale prefix, or null when the app serves none there (a 404). A
 * trailing slash is the same page (spec §2 writes `/support/troubleshooting/ios-in-app-purchases/`);
 * a static segment wins over a parameter (`/support/dedicated-ip` is the Dedicated IP page).
 */
export function matchAppPage(path: string): PageMatch | null {
  const have = segmentsOf(path);
  if (!have) return null;
  let best: { match: PageMatch; score: number } | null = null;
  for (const id of Object.keys(APP_PAGES) as AppPageId[]) {
    const found = matchOne(id, have);
    if (found && (!best || found.score > best.score)) best = found;
  }
  return best?.match ?? null;
}
