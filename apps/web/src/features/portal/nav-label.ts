import type { NavItem } from '@halyard/domain';
import type en from '@/i18n/locales/en/translation.json';

/** A key of the catalogue's `nav` section. */
export type NavLabelKey = `nav.${keyof typeof en.nav}`;

/**
 * The domain names each item's label by a catalogue key (NAV_ITEMS `labelKey`, e.g.
 * `nav.dashboard`); the English catalogue's `nav` section holds one for every item.
 */
export function navLabelKey(item: Pick<NavItem, 'labelKey'>): NavLabelKey {
  return item.labelKey as NavLabelKey;
}
