import { describe, expect, it } from 'vitest';
import { months } from '../catalogue/periods';
import { addonPriceForPlan, addonsForPlan, isAddonIncludedInPlan } from './addon-choice';

const price = (id: string, length: number) => ({ id, basePeriod: months(length) });
const dip = {
  name: 'dip',
  entitlements: [],
  prices: [1, 12, 15, 24].flatMap((n) => [
    price(`regular-addon-dip-${n}m-untaxed-usd`, n),
    price(`regular-addon-dip-${n}m-taxed-usd`, n),
  ]),
};
const alerts = {
  name: 'idp_monitoring',
  entitlements: [
    { id: 'idp_monitoring_email' },
    { id: 'idp_monitoring_ssn' },
    { id: 'idp_monitoring_financial' },
  ],
  prices: [1, 12, 24].map((n) => price(`regular-addon-idp_monitoring-${n}m-usd`, n)),
};
const insurance = {
  name: 'idp_insurance',
  entitlements: [{ id: 'idp_insurance_coverage' }],
  prices: [1, 12, 24].map((n) => price(`regular-addon-idp_insurance-${n}m-usd`, n)),
};
const premium = [
  'vpn',
  'password_manager',
  'idp_monitoring_email',
  'idp_monitoring_ssn',
  'idp_monitoring_financial',
];

describe('an add-on the plan already includes is not sold with it (decision 0014)', () => {
  it.each([
    ['Premium includes ID alerts', premium, alerts, true],
    ['Basic does not include ID alerts', ['vpn'], alerts, false],
    ['Premium does not include theft insurance', premium, insurance, false],
    ['no plan includes the dedicated IP (it has no entitlements)', premium, dip, false],
  ])('%s', (_rule, plan, addon, included) => {
    expect(isAddonIncludedInPlan(plan, addon)).toBe(included);
  });
});

describe('an add-on runs as long as its plan (decision 0012); the dedicated IP variant follows isTaxable', () => {
  it.each([
    [dip, 12, true, 'regular-addon-dip-12m-taxed-usd'],
    [dip, 12, false, 'regular-addon-dip-12m-untaxed-usd'],
    [dip, 24, true, 'regular-addon-dip-24m-taxed-usd'],
    [dip, 1, false, 'regular-addon-dip-1m-untaxed-usd'],
    [dip, 6, true, null], // spec §9 cycles 1, 12, 15, 24: no dedicated IP for a 6-month plan
    [alerts, 12, true, 'regular-addon-idp_monitoring-12m-usd'],
    [alerts, 6, false, null],
  ] as const)('%s with a %i-month plan, taxable %s → %s', (addon, length, taxable, id) => {
    expect(addonPriceForPlan(addon, months(length), taxable)?.id ?? null).toBe(id);
  });

  it('a plan counted in years has no dedicated IP cycle', () => {
    expect(addonPriceForPlan(dip, { length: 1, unit: 'years' }, true)).toBeNull();
  });

  it('offers the add-ons priced for the plan and not included in it, in catalogue order', () => {
    const offered = addonsForPlan(
      [dip, alerts, insurance],
      { entitlementIds: premium, basePeriod: months(12) },
      true,
    );
    expect(offered.map((o) => o.price.id)).toEqual([
      'regular-addon-dip-12m-taxed-usd',
      'regular-addon-idp_insurance-12m-usd',
    ]);
    expect(
      addonsForPlan([dip, alerts], { entitlementIds: ['vpn'], basePeriod: months(6) }, true),
    ).toEqual([]);
  });
});
