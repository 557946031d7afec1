import { isOneOf } from '../shared/one-of';

/**
 * The help centre (issue 17): which articles exist and where they live. The articles' text is
 * Markdown served by the API (decision 0130); this table is what both the web's routes and the
 * server's status codes read, so an address the table does not know is a 404 on both sides.
 */
export const HELP_SECTIONS = ['troubleshooting', 'setup', 'billing', 'account'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

export interface HelpArticle {
  readonly slug: string;
  /** null: an article of the help centre's top level (`/support/contact`). */
  readonly section: HelpSection | null;
  /** Anchors other pages link to: every translation must carry them (`{#update}` headings). */
  readonly anchors: readonly string[];
  /** spec §2 writes `/support/troubleshooting/ios-in-app-purchases/` with a trailing slash. */
  readonly trailingSlash?: boolean;
}

/** The apps per device the install guide explains (anchors of `install-apps`). */
export const INSTALL_GUIDE_DEVICES = [
  'windows',
  'mac',
  'ios',
  'android',
  'linux',
  'router',
  'browser',
  'tv',
] as const;
export type InstallGuideDevice = (typeof INSTALL_GUIDE_DEVICES)[number];

export const HELP_ARTICLES = [
  // spec §2 "Links shown from a subscription block".
  { slug: 'automatic-renewal-payment-failed', section: 'troubleshooting', anchors: [] },
  {
    slug: 'ios-in-app-purchases',
    section: 'troubleshooting',
    anchors: ['update'],
    trailingSlash: true,
  },
  { slug: 'play-store-subscriptions', section: 'troubleshooting', anchors: ['update'] },
  { slug: 'install-apps', section: 'setup', anchors: INSTALL_GUIDE_DEVICES },
  // The /support/dedicated-ip address is the spec §2 Dedicated IP page; its guide lives here.
  { slug: 'dedicated-ip', section: 'setup', anchors: [] },
  { slug: 'refunds-and-money-back-guarantee', section: 'billing', anchors: [] },
  { slug: 'change-plan', section: 'billing', anchors: [] },
  { slug: 'cancel-auto-renewal', section: 'billing', anchors: [] },
  { slug: 'update-payment-card', section: 'billing', anchors: [] },
  { slug: 'gift-cards', section: 'billing', anchors: [] },
  { slug: 'delete-account', section: 'account', anchors: [] },
  { slug: 'contact', section: null, anchors: [] },
] as const satisfies readonly HelpArticle[];

export type HelpArticleSlug = (typeof HELP_ARTICLES)[number]['slug'];

/**
 * The languages articles are written in (issue 17: English and the six largest); the others show
 * the English text marked as such.
 */
export const HELP_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'pt', 'it'] as const;

export const HELP_CENTRE_PATH = '/support';

/** The address of the help centre's home, a section, or an article (without locale prefix). */
export function helpPath(target: { readonly section?: HelpSection | null } | HelpArticle): string {
  if ('slug' in target) {
    const base = target.section ? `${HELP_CENTRE_PATH}/${target.section}` : HELP_CENTRE_PATH;
    return `${base}/${target.slug}${target.trailingSlash ? '/' : ''}`;
  }
  return target.section ? `${HELP_CENTRE_PATH}/${target.section}` : HELP_CENTRE_PATH;
}

export function isHelpSection(value: string | undefined): value is HelpSection {
  return isOneOf(HELP_SECTIONS, value);
}

/** The article of a section and slug (a top-level article has section null). */
export function findHelpArticle(
  section: string | null,
  slug: string | undefined,
): HelpArticle | undefined {
  return HELP_ARTICLES.find((a) => a.section === section && a.slug === slug);
}

export function helpArticlesOf(section: HelpSection | null): readonly HelpArticle[] {
  return HELP_ARTICLES.filter((a) => a.section === section);
}
