import { findHelpArticle, helpPath, matchAppPage, parseLocalizedPath } from '@halyard/domain';
import { getPageConfig } from './page-config';

/** A site link's destination: a page of this app (to localize and route), or another site. */
export type SiteTarget = { readonly internal: string } | { readonly external: string };

/**
 * Issue 17 item 3 (decision 0133): a path this app serves (the shared page table) stays an app
 * link; a page of the public site that it does not serve is linked on the configured marketing
 * site (`MARKETING_SITE_URL` + path), or nowhere (null) when none is configured.
 */
export function siteTarget(path: string): SiteTarget | null {
  if (matchAppPage(parseLocalizedPath(path.replace(/[?#].*$/s, '')).path)) {
    return { internal: path };
  }
  const base = getPageConfig().marketingSiteUrl;
  return base ? { external: `${base}${path}` } : null;
}

const INSTALL_GUIDE = findHelpArticle('setup', 'install-apps');
/** The install guide (help centre) explains each device's app under an anchor of its id. */
export const INSTALL_GUIDE_PATH = INSTALL_GUIDE ? helpPath(INSTALL_GUIDE) : '/support';

/**
 * A device's app download: the marketing site's download page when there is one, otherwise the
 * install guide's section for the device, in the page's language (`localize`).
 */
export function downloadHref(
  device: string,
  downloadPath: string,
  localize: (path: string) => string,
): string {
  if (/^https?:\/\//i.test(downloadPath)) return downloadPath; // a full address is the operator's
  const target = siteTarget(downloadPath);
  if (target && 'external' in target) return target.external;
  return `${localize(INSTALL_GUIDE_PATH)}#${device}`;
}
