import type { NavItemId } from '@halyard/domain';

/**
 * The public site's pages the header and footer link to (spec §2 "many marketing links"), by their
 * path on the marketing site. Those this app serves (the help centre) are app links; the others
 * go to `MARKETING_SITE_URL` + path, or to the fallback below (issue 17, decision 0133). Only the
 * privacy policy and terms take the locale prefix among external pages (spec §2, `footerRules`).
 */
export const SITE_LINKS = {
  whatIsVpn: '/what-is-a-vpn',
  whyVpn: '/why-use-a-vpn',
  security: '/features/security',
  noLogs: '/features/no-logs',
  speed: '/features/speed',
  killSwitch: '/features/kill-switch',
  splitTunneling: '/features/split-tunneling',
  vpn: '/vpn',
  dedicatedIp: '/dedicated-ip',
  idDefender: '/identity-defender',
  passwordManager: '/password-manager',
  travelEsim: '/travel-esim',
  aircoveRouter: '/aircove-router',
  windows: '/download/windows',
  mac: '/download/mac',
  ios: '/download/ios',
  android: '/download/android',
  linux: '/download/linux',
  router: '/download/router',
  browser: '/download/browser-extension',
  tv: '/download/smart-tv',
  servers: '/servers',
  serversUs: '/servers/united-states',
  serversUk: '/servers/united-kingdom',
  serversDe: '/servers/germany',
  serversJp: '/servers/japan',
  about: '/about',
  careers: '/careers',
  press: '/press',
  trust: '/trust-center',
  affiliates: '/affiliates',
  referFriend: '/refer-a-friend',
  students: '/students',
  bugBounty: '/bug-bounty',
  support: '/support',
  setupGuides: '/support/setup',
  troubleshooting: '/support/troubleshooting',
  contact: '/support/contact',
  blog: '/blog',
  guides: '/guides',
  glossary: '/glossary',
  speedTest: '/speed-test',
  whatIsMyIp: '/what-is-my-ip',
  passwordGenerator: '/password-generator',
  dnsLeakTest: '/dns-leak-test',
} as const;

export type SiteLinkKey = keyof typeof SITE_LINKS;

/**
 * Where a link goes when no marketing site is configured (issue 17 item 3): a page of this app
 * that serves the purpose (`page`, with its anchor), the first of the user's own navigation items
 * that does (`nav`: the router → the router-coupon page), or nowhere (left out). Links to pages
 * this app serves (the help centre) need no entry.
 */
export type SiteLinkFallback =
  { readonly page: string } | { readonly nav: readonly NavItemId[] } | null;

const SETUP_PAGE = '/setup';
const device = (id: string) => ({ page: `${SETUP_PAGE}#${id}` });

export const SITE_LINK_FALLBACKS: Partial<Record<SiteLinkKey, SiteLinkFallback>> = {
  vpn: { page: '/order' },
  dedicatedIp: { nav: ['dedicated-ip'] },
  idDefender: { nav: ['id-alerts', 'id-theft-insurance', 'data-removal', 'credit-scanner'] },
  passwordManager: { nav: ['password-manager'] },
  travelEsim: { nav: ['esim'] },
  aircoveRouter: { nav: ['router-coupon'] },
  referFriend: { nav: ['referrals'] },
  // Downloads → the setup page's list of apps, at the device (`/setup#windows`).
  windows: device('windows'),
  mac: device('mac'),
  ios: device('ios'),
  android: device('android'),
  linux: device('linux'),
  router: device('router'),
  browser: device('browser'),
  tv: { page: '/support/setup/install-apps#tv' },
};

/** spec §2 the header's call-to-action to /aircove: the router's page, like `aircoveRouter`. */
export const AIRCOVE_PATH = '/aircove';
export const AIRCOVE_FALLBACK: SiteLinkFallback = { nav: ['router-coupon'] };

/** spec §2 header dropdowns (Get help is built in the header: it holds live chat and /redeem). */
export const HEADER_MENUS = {
  why: ['whatIsVpn', 'whyVpn', 'security', 'noLogs'],
  products: ['vpn', 'dedicatedIp', 'idDefender', 'passwordManager', 'travelEsim', 'aircoveRouter'],
  devices: ['windows', 'mac', 'ios', 'android', 'linux', 'router'],
} as const satisfies Record<string, readonly SiteLinkKey[]>;

export type HeaderMenu = keyof typeof HEADER_MENUS;

/** spec §2 footer groups, in order. */
export const FOOTER_GROUPS = {
  downloads: ['windows', 'mac', 'ios', 'android', 'linux', 'router', 'browser', 'tv'],
  serverLocations: ['servers', 'serversUs', 'serversUk', 'serversDe', 'serversJp'],
  features: ['security', 'noLogs', 'speed', 'killSwitch', 'splitTunneling'],
  products: ['vpn', 'dedicatedIp', 'idDefender', 'passwordManager', 'travelEsim', 'aircoveRouter'],
  about: ['about', 'careers', 'press', 'trust'],
  programs: ['affiliates', 'referFriend', 'students', 'bugBounty'],
  help: ['support', 'setupGuides', 'troubleshooting', 'contact'],
  learnMore: ['blog', 'guides', 'whatIsVpn', 'glossary'],
} as const satisfies Record<string, readonly SiteLinkKey[]>;

export type FooterGroup = keyof typeof FOOTER_GROUPS;

/** spec §2 the footer's device bar (German, Spanish, French, Dutch and Polish only). */
export const DEVICE_BAR = ['windows', 'mac', 'ios', 'android', 'linux', 'router'] as const;

/** spec §2 the footer's top links strip (English only). */
export const TOP_LINKS = ['speedTest', 'whatIsMyIp', 'passwordGenerator', 'dnsLeakTest'] as const;

export const SOCIAL_NETWORKS = ['x', 'facebook', 'youtube', 'instagram', 'reddit'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The brand's social profiles, named after the configured brand (DESIGN.md: never a hard-coded
 * brand), e.g. "Halyard VPN" → halyardvpn.
 */
export function socialProfileUrl(network: SocialNetwork, brandName: string): string {
  const handle = brandName.toLowerCase().replace(/[^a-z0-9]/g, '');
  const urls: Record<SocialNetwork, string> = {
    x: `https://x.com/${handle}`,
    facebook: `https://www.facebook.com/${handle}`,
    youtube: `https://www.youtube.com/@${handle}`,
    instagram: `https://www.instagram.com/${handle}`,
    reddit: `https://www.reddit.com/r/${handle}`,
  };
  return urls[network];
}
