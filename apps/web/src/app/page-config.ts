import { serverScope } from './ssr/server-scope';

/**
 * What the server writes into index.html when it serves it (decision 0004): the tenant this app
 * acts for and the brand it shows. Under `vite dev` the placeholders stay as they are, so the
 * defaults apply.
 */
export interface PageConfig {
  readonly tenant: string;
  readonly brandName: string;
  /**
   * The public marketing site (`MARKETING_SITE_URL`, decision 0133) that header and footer links
   * to pages this app does not serve point at; null when none is configured.
   */
  readonly marketingSiteUrl: string | null;
  /**
   * This site's public origin (`PUBLIC_URL`, decision 0105): links the customer shares (the
   * referral link) name it, as the server's render and emails do; null under `vite dev`.
   */
  readonly siteUrl: string | null;
}

const DEFAULT_TENANT = 'halyard';
const DEFAULT_BRAND_NAME = 'Halyard VPN';

function readMeta(name: string, placeholder: string, fallback: string): string {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return !content || content === placeholder ? fallback : content;
}

let config: PageConfig | undefined;

export function getPageConfig(): PageConfig {
  const server = serverScope();
  if (server) return server.pageConfig;
  config ??= {
    tenant: readMeta('tenant', '%TENANT%', DEFAULT_TENANT),
    brandName: readMeta('brand', '%BRAND_NAME%', DEFAULT_BRAND_NAME),
    marketingSiteUrl: readMeta('marketing-site', '%MARKETING_SITE_URL%', '') || null,
    siteUrl: readMeta('site', '%SITE_URL%', '') || null,
  };
  return config;
}

/**
 * The site's public origin (`https://host`), the same in the browser and on the server: the
 * server renders for PUBLIC_URL (decision 0140) and writes it into the page, so a link shown on
 * the page (the referral link) hydrates unchanged; the address bar's origin only under `vite dev`.
 */
export function siteOrigin(): string {
  return getPageConfig().siteUrl ?? window.location.origin;
}
