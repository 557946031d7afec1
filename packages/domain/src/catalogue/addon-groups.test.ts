import { describe, expect, it } from 'vitest';
import {
  ADDON_GROUP_ENTITLEMENTS,
  ADDON_TYPE_GROUP,
  ADDON_TYPES,
  entitlementsFor,
  isAddonGroupEnabled,
  isAddonType,
} from './addon-groups';
import { ENTITLEMENTS } from './entitlements';
import { isAboveBasic, isTier, TIER_RANK, TIERS } from './tiers';

describe('spec §3 tiers', () => {
  it('are TIER_BASIC, TIER_PREMIUM and TIER_VIP, in that order', () => {
    expect(TIERS).toEqual(['TIER_BASIC', 'TIER_PREMIUM', 'TIER_VIP']);
    expect(TIER_RANK.TIER_BASIC).toBeLessThan(TIER_RANK.TIER_PREMIUM);
    expect(TIER_RANK.TIER_PREMIUM).toBeLessThan(TIER_RANK.TIER_VIP);
  });

  it.each([
    ['TIER_BASIC', false],
    ['TIER_PREMIUM', true],
    ['TIER_VIP', true],
  ] as const)('%s is above basic: %s', (tier, above) => {
    expect(isAboveBasic(tier)).toBe(above);
  });

  it('recognises tiers', () => {
    expect(isTier('TIER_VIP')).toBe(true);
    expect(isTier('TIER_GOLD')).toBe(false);
  });
});

describe('spec §9 add-on groups require all listed entitlements', () => {
  it.each([
    ['idp_insurance', 1],
    ['idp_monitoring', 3],
    ['credit_scanner', 4],
    ['credit_report', 1],
    ['pip_data_removal', 1],
  ] as const)('%s lists %i entitlement(s)', (group, count) => {
    expect(ADDON_GROUP_ENTITLEMENTS[group]).toHaveLength(count);
  });

  it('a group is enabled only with every one of its entitlements', () => {
    const [a, b, c] = ADDON_GROUP_ENTITLEMENTS.idp_monitoring;
    expect(isAddonGroupEnabled('idp_monitoring', [a!, b!, c!, 'vpn'])).toBe(true);
    expect(isAddonGroupEnabled('idp_monitoring', [a!, b!])).toBe(false);
    expect(isAddonGroupEnabled('credit_scanner', [])).toBe(false);
  });

  it('every entitlement a group lists exists in the catalogue, once', () => {
    const ids = ENTITLEMENTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    Object.values(ADDON_GROUP_ENTITLEMENTS)
      .flat()
      .forEach((id) => expect(ids).toContain(id));
  });
});

describe('spec §3 addon types', () => {
  it('are the ten of the spec', () => {
    expect(ADDON_TYPES).toEqual([
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
    ]);
    expect(isAddonType('dip')).toBe(true);
    expect(isAddonType('vpn')).toBe(false);
  });

  it.each([
    ['idp_monitor', 'idp_monitoring'],
    ['idp_credit_scanner', 'credit_scanner'],
    ['idp_credit_report', 'credit_report'],
    ['pip_scanning', 'pip_data_removal'],
    ['dip', null],
  ] as const)('the alias %s joins the %s group', (type, group) => {
    expect(ADDON_TYPE_GROUP[type]).toBe(group);
  });

  it('a subscription holds its tier’s entitlements plus its add-on groups’', () => {
    expect(entitlementsFor('TIER_BASIC', [])).toEqual(['vpn']);
    expect(entitlementsFor('TIER_BASIC', ['idp_insurance', 'dip', 'unknown'])).toEqual([
      'vpn',
      'idp_insurance_coverage',
    ]);
    expect(entitlementsFor('TIER_PREMIUM', ['idp_monitor'])).toEqual([
      'vpn',
      'password_manager',
      ...ADDON_GROUP_ENTITLEMENTS.idp_monitoring,
    ]);
    expect(entitlementsFor('TIER_VIP', [])).toHaveLength(2 + 1 + 3 + 4 + 1 + 1);
  });
});
