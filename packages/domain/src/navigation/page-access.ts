import { isNavItemActive, navItemPath } from './active';
import type { NavItem, NavItemId } from './nav-items';
import { ROUTES } from './routes';

/**
 * spec §2 account-navigation table read backwards: the item whose link leads to each portal page,
 * most specific first (`*` stands for one path segment). A page below a url belongs to it, as in
 * active marking. Pages no item leads to (payment history, the card form) are not listed.
 */
export const PAGE_GUARDS: readonly (readonly [pattern: string, item: NavItemId])[] = [
  [`${ROUTES.mySubscriptions}/*/aircove-coupon`, 'router-coupon'],
  [ROUTES.dashboard, 'dashboard'],
  [ROUTES.businessDashboard, 'dashboard'],
  [navItemPath(ROUTES.legacyBusinessDashboard), 'dashboard'],
  [ROUTES.mySubscriptions, 'my-subscription'],
  [ROUTES.licenseManager, 'license-manager'],
  [ROUTES.redeem, 'redeem-code'],
  [ROUTES.dnsSettings, 'dns-settings'],
  [ROUTES.activationSetup, 'setup-devices'],
  [ROUTES.dedicatedIp, 'dedicated-ip'],
  [ROUTES.esim, 'esim'],
  [ROUTES.referrals, 'referrals'],
  [ROUTES.idAlerts, 'id-alerts'],
  [ROUTES.idTheftInsurance, 'id-theft-insurance'],
  [ROUTES.dataRemoval, 'data-removal'],
  [ROUTES.creditScanner, 'credit-scanner'],
  [ROUTES.passwordManager, 'password-manager'],
  [ROUTES.accountBilling, 'account-billing'],
  [ROUTES.changelog, 'changelog'],
  [ROUTES.expertProgram, 'expert-program'],
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The pattern's segments start the path's (`*` matches any one segment). */
function belongsTo(path: string, pattern: string): boolean {
  const have = segments(path);
  return segments(pattern).every(
    (part, i) => have[i] !== undefined && (part === '*' || part === have[i]),
  );
}

/** The navigation item a portal page belongs to, or null when no item leads to it. */
export function guardingNavItem(path: string): NavItemId | null {
  return PAGE_GUARDS.find(([pattern]) => belongsTo(path, pattern))?.[1] ?? null;
}

export type PageAccess =
  | { readonly kind: 'open' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'not-available'; readonly item: NavItemId };

/**
 * spec §6 applied to addresses: a page an item leads to opens only when the user's own navigation
 * (`navigationItems`) shows that item with a url the page belongs to, so a user who cannot see a
 * link cannot open its page either. Every dashboard address leads to the user's own dashboard
 * (business users have theirs, spec §2). `path` is the path without its locale prefix.
 */
export function pageAccess(items: readonly NavItem[], path: string): PageAccess {
  const guard = guardingNavItem(path);
  if (guard === null) return { kind: 'open' };
  const own = items.filter((item) => item.id === guard);
  if (own.some((item) => isNavItemActive(path, item.route))) return { kind: 'open' };
  const route = own[0]?.route;
  if (guard === 'dashboard' && route) return { kind: 'redirect', to: navItemPath(route) };
  return { kind: 'not-available', item: guard };
}
