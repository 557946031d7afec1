import { isAddonGroupEnabled, type AddonGroup } from '../catalogue/addon-groups';
import type { Subscription } from '../subscriptions/types';
import type { NavItemId } from './nav-items';

export type IdDefenderItem = Extract<
  NavItemId,
  'id-alerts' | 'id-theft-insurance' | 'data-removal' | 'credit-scanner'
>;

/**
 * spec §6 "ID Defender links, only for features the subscription enables": each link and the
 * spec §9 add-on groups that enable it (any one suffices). The credit scanner page also holds the
 * credit report, so either group opens it (decision 0014).
 */
export const ID_DEFENDER_FEATURE_GROUPS: Record<IdDefenderItem, readonly AddonGroup[]> = {
  'id-alerts': ['idp_monitoring'],
  'id-theft-insurance': ['idp_insurance'],
  'data-removal': ['pip_data_removal'],
  'credit-scanner': ['credit_scanner', 'credit_report'],
};

const ITEMS = Object.keys(ID_DEFENDER_FEATURE_GROUPS) as IdDefenderItem[];

/** spec §6: the ID Defender links enabled by the entitlements of any of `subs`. */
export function enabledIdDefenderItems(subs: readonly Subscription[]): Set<IdDefenderItem> {
  const enabled = new Set<IdDefenderItem>();
  for (const sub of subs) {
    const ids = sub.entitlements.map((entitlement) => entitlement.id);
    for (const item of ITEMS) {
      if (ID_DEFENDER_FEATURE_GROUPS[item].some((group) => isAddonGroupEnabled(group, ids))) {
        enabled.add(item);
      }
    }
  }
  return enabled;
}
