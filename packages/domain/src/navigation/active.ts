import type { NavItem } from './nav-items';

/**
 * The path an item's url leads to: its query and fragment dropped, and the spec §2 legacy
 * business dashboard's "bare relative name" resolved against the root of the site, where the
 * portal renders its navigation (decision 0040: `business` → `/business`).
 */
export function navItemPath(url: string): string {
  const path = url.replace(/[?#].*$/s, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * spec §2 "A navigation item is marked active when the current path equals its url or begins with
 * its url plus a slash." The url's own query and fragment are not part of its path
 * (/activation-setup?activation_code=… is active on /activation-setup), a relative url is resolved
 * by `navItemPath`, and an item without a route (Sign Out) is never active.
 */
export function isNavItemActive(currentPath: string, url: string | null): boolean {
  if (url === null) return false;
  const path = navItemPath(url);
  return currentPath === path || currentPath.startsWith(`${path}/`);
}

/** spec §2: the items with their active mark for the current path. */
export function markActive(
  items: readonly NavItem[],
  currentPath: string,
): (NavItem & { readonly active: boolean })[] {
  return items.map((item) => ({ ...item, active: isNavItemActive(currentPath, item.route) }));
}
