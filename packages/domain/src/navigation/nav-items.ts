import { ROUTES } from './routes';

/** Every item the account navigation can show (spec §2 table, spec §6 per user). */
export const NAV_ITEM_IDS = [
  'dashboard',
  'setup-devices',
  'dns-settings',
  'dedicated-ip',
  'esim',
  'router-coupon',
  'id-alerts',
  'id-theft-insurance',
  'data-removal',
  'credit-scanner',
  'password-manager',
  'referrals',
  'my-subscription',
  'license-manager',
  'account-billing',
  'changelog',
  'redeem-code',
  'expert-program',
  'sign-out',
] as const;
export type NavItemId = (typeof NAV_ITEM_IDS)[number];

/** spec §6 groups: the VPN group, the add-ons group and the ID Defender links. */
export const NAV_GROUPS = ['main', 'vpn', 'addons', 'id-defender', 'account'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavItemDefinition {
  /** i18n message key of the label. */
  readonly labelKey: string;
  /**
   * The route; null for Sign Out ("not a route"). Dashboard, Setup Devices and Router coupon
   * hold their default here and get the user's own in `navigationItems`.
   */
  readonly route: string | null;
  readonly group: NavGroup;
}

/** Exhaustive: a new item does not compile until it has a label, a route and a group. */
export const NAV_ITEMS: Record<NavItemId, NavItemDefinition> = {
  dashboard: { labelKey: 'nav.dashboard', route: ROUTES.dashboard, group: 'main' },
  'setup-devices': { labelKey: 'nav.setupDevices', route: ROUTES.activationSetup, group: 'vpn' },
  'dns-settings': { labelKey: 'nav.dnsSettings', route: ROUTES.dnsSettings, group: 'vpn' },
  'dedicated-ip': { labelKey: 'nav.dedicatedIp', route: ROUTES.dedicatedIp, group: 'addons' },
  esim: { labelKey: 'nav.esim', route: ROUTES.esim, group: 'addons' },
  'router-coupon': { labelKey: 'nav.routerCoupon', route: ROUTES.mySubscriptions, group: 'addons' },
  'id-alerts': { labelKey: 'nav.idAlerts', route: ROUTES.idAlerts, group: 'id-defender' },
  'id-theft-insurance': {
    labelKey: 'nav.idTheftInsurance',
    route: ROUTES.idTheftInsurance,
    group: 'id-defender',
  },
  'data-removal': { labelKey: 'nav.dataRemoval', route: ROUTES.dataRemoval, group: 'id-defender' },
  'credit-scanner': {
    labelKey: 'nav.creditScanner',
    route: ROUTES.creditScanner,
    group: 'id-defender',
  },
  'password-manager': {
    labelKey: 'nav.passwordManager',
    route: ROUTES.passwordManager,
    group: 'main',
  },
  referrals: { labelKey: 'nav.referFriends', route: ROUTES.referrals, group: 'main' },
  'my-subscription': {
    labelKey: 'nav.mySubscription',
    route: ROUTES.mySubscriptions,
    group: 'main',
  },
  'license-manager': {
    labelKey: 'nav.licenseManager',
    route: ROUTES.licenseManager,
    group: 'main',
  },
  'account-billing': {
    labelKey: 'nav.accountBilling',
    route: ROUTES.accountBilling,
    group: 'account',
  },
  changelog: { labelKey: 'nav.changelog', route: ROUTES.changelog, group: 'account' },
  'redeem-code': { labelKey: 'nav.redeemCode', route: ROUTES.redeem, group: 'account' },
  'expert-program': {
    labelKey: 'nav.expertProgram',
    route: ROUTES.expertProgram,
    group: 'account',
  },
  'sign-out': { labelKey: 'nav.signOut', route: null, group: 'account' },
};

/** An item as the navigation shows it. */
export interface NavItem extends NavItemDefinition {
  readonly id: NavItemId;
}
