import { useCallback } from 'react';
import type { NavItemId } from '@halyard/domain';
import { useAccountNavigation } from '@/app/account-navigation';
import { siteTarget } from '@/app/site-href';
import { useLocalizePath } from '@/i18n/use-language';
import {
  SITE_LINK_FALLBACKS,
  SITE_LINKS,
  type SiteLinkFallback,
  type SiteLinkKey,
} from './site-links';

/** A header or footer link as shown: an app route (client-side) or another site's address. */
export interface ResolvedLink {
  readonly href: string;
  readonly internal: boolean;
}

/**
 * Issue 17 item 3 (decision 0133): the destination of a site link for this visitor, or null when
 * it is left out: the app's own page when it serves the path, else `MARKETING_SITE_URL` + path,
 * else the fallback (a page of this app, or one of the signed-in user's navigation items).
 */
export function useSiteLinks() {
  const localize = useLocalizePath();
  const navigation = useAccountNavigation();
  const items = navigation.status === 'ready' ? navigation.items : null;

  const resolve = useCallback(
    (path: string, fallback: SiteLinkFallback | undefined): ResolvedLink | null => {
      const target = siteTarget(path);
      if (target) {
        return 'internal' in target
          ? { href: localize(target.internal), internal: true }
          : { href: target.external, internal: false };
      }
      if (!fallback) return null;
      if ('page' in fallback) return { href: localize(fallback.page), internal: true };
      const item = items?.find((shown) => fallback.nav.includes(shown.id) && shown.route);
      return item?.route ? { href: localize(item.route), internal: true } : null;
    },
    [items, localize],
  );

  /** The link of a key of the site links table, or null. */
  const link = useCallback(
    (key: SiteLinkKey) => resolve(SITE_LINKS[key], SITE_LINK_FALLBACKS[key]),
    [resolve],
  );

  /** The keys of a list that have a destination, with it. */
  const shown = useCallback(
    (keys: readonly SiteLinkKey[]) =>
      keys.flatMap((key) => {
        const resolved = link(key);
        return resolved ? [{ key, ...resolved }] : [];
      }),
    [link],
  );

  /**
   * Whether a link to a navigation item's page may be shown (the header's "Redeem a code"): not
   * when the signed-in user's navigation lacks it (spec §6, it would answer 403); signed out, the
   * page asks to sign in first.
   */
  const offers = useCallback(
    (id: NavItemId) => items === null || items.some((shown) => shown.id === id),
    [items],
  );

  return { resolve, link, shown, offers };
}
