import type { Tier } from './tiers';
import { isOneOf } from '../shared/one-of';

/** spec §3 addon types. */
export const ADDON_TYPES = [
  'pip_data_removal',
  'pip_scanning',
  'idp_insurance',
  'idp_monitoring',
  'idp_monitor',
  'credit_scanner',
  'idp_credit_scanner',
  'credit_report',
  'idp_credit_report',
  'dip',
] as const;
export type AddonType = (typeof ADDON_TYPES)[number];

/** spec §9 add-on groups (the ID protection suite). */
export const ADDON_GROUPS = [
  'idp_insurance',
  'idp_monitoring',
  'credit_scanner',
  'credit_report',
  'pip_data_removal',
] as const;
export type AddonGroup = (typeof ADDON_GROUPS)[number];

/**
 * spec §9 "Add-on groups require all listed entitlements": idp_insurance 1, idp_monitoring 3,
 * credit_scanner 4, credit_report 1, pip_data_removal 1. The spec gives the counts; the names
 * are ours (decision 0014).
 */
export const ADDON_GROUP_ENTITLEMENTS: Record<AddonGroup, readonly string[]> = {
  idp_insurance: ['idp_insurance_coverage'],
  idp_monitoring: ['idp_monitoring_email', 'idp_monitoring_ssn', 'idp_monitoring_financial'],
  credit_scanner: [
    'credit_scanner_equifax',
    'credit_scanner_experian',
    'credit_scanner_transunion',
    'credit_scanner_alerts',
  ],
  credit_report: ['credit_report_annual'],
  pip_data_removal: ['pip_data_removal_brokers'],
};

/**
 * Which group an addon type belongs to. The spec lists older aliases beside the current names
 * (idp_monitor, idp_credit_scanner, idp_credit_report, pip_scanning); each joins its group.
 * The dedicated IP is not an ID protection group.
 */
export const ADDON_TYPE_GROUP: Record<AddonType, AddonGroup | null> = {
  pip_data_removal: 'pip_data_removal',
  pip_scanning: 'pip_data_removal',
  idp_insurance: 'idp_insurance',
  idp_monitoring: 'idp_monitoring',
  idp_monitor: 'idp_monitoring',
  credit_scanner: 'credit_scanner',
  idp_credit_scanner: 'credit_scanner',
  credit_report: 'credit_report',
  idp_credit_report: 'credit_report',
  dip: null,
};

/** The entitlements each tier's plan includes (decision 0014: Premium includes ID alerts). */
export const TIER_ENTITLEMENTS: Record<Tier, readonly string[]> = {
  TIER_BASIC: ['vpn'],
  TIER_PREMIUM: ['vpn', 'password_manager', ...ADDON_GROUP_ENTITLEMENTS.idp_monitoring],
  TIER_VIP: [
    'vpn',
    'password_manager',
    ...ADDON_GROUPS.flatMap((g) => ADDON_GROUP_ENTITLEMENTS[g]),
  ],
};

/** spec §3: one of the addon types. */
export function isAddonType(value: unknown): value is AddonType {
  return isOneOf(ADDON_TYPES, value);
}

/** spec §9: a group is enabled when every one of its listed entitlements is held. */
export function isAddonGroupEnabled(group: AddonGroup, entitlementIds: Iterable<string>): boolean {
  const held = new Set(entitlementIds);
  return ADDON_GROUP_ENTITLEMENTS[group].every((id) => held.has(id));
}

/**
 * spec §9 add-on groups: the entitlement ids a subscription holds for its tier and addons
 * (deduplicated, ordered).
 */
export function entitlementsFor(tier: Tier | null, addonTypes: readonly string[]): string[] {
  const ids = new Set(tier ? TIER_ENTITLEMENTS[tier] : []);
  for (const type of addonTypes) {
    const group = isAddonType(type) ? ADDON_TYPE_GROUP[type] : null;
    if (group) ADDON_GROUP_ENTITLEMENTS[group].forEach((id) => ids.add(id));
  }
  return [...ids];
}
