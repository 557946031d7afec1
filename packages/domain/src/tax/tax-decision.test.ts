import { describe, expect, it } from 'vitest';
import { SALES_COUNTRIES, TAX_REGIONS, US_STATES } from './jurisdictions';
import { decideTax, TAX_REFUSAL_FIELD, taxExpectationHolds } from './tax-decision';
import { DEFAULT_TAX_RATES, parseTaxRateOverrides } from './tax-rates';

const decide = (country: string | null, region: string | null = null) =>
  decideTax(DEFAULT_TAX_RATES, { country, region });

describe('decision 0100: the server decides tax from the residence alone', () => {
  it.each([
    ['DE', null, 'DE', 1900, true],
    ['de', ' ', 'DE', 1900, true],
    ['US', 'CA', 'US-CA', 725, true],
    ['us', ' tx ', 'US-TX', 625, true],
    ['US', 'FL', 'US', 0, false],
    ['US', 'OR', 'US', 0, false],
    ['GB', null, 'GB', 2000, true],
    ['CA', 'ON', 'CA', 500, true],
    ['CA', null, 'CA', 500, true],
    ['CH', null, 'CH', 0, false],
    ['FR', 'IDF', 'FR', 2000, true], // a region does not change tax where tax is national
    ['JP', '13', 'JP', 0, false],
  ])('%s / %s → %s at %d bp, taxable %s', (country, region, jurisdiction, rate, taxable) => {
    expect(decide(country, region)).toEqual({ ok: true, value: { jurisdiction, rate, taxable } });
  });

  it.each([
    // The findings of the security review (issue 14 item 1): an unknown state was taxed at 0 %.
    ['US', 'ZZ', 'region_incorrect'],
    ['US', 'Texas', 'region_incorrect'],
    ['US', null, 'region_missing'], // spec §5: a US payment needs a state
    ['US', '  ', 'region_missing'],
    ['CA', 'XX', 'region_incorrect'],
    ['ZZ', null, 'country_incorrect'],
    ['USA', 'CA', 'country_incorrect'],
    ['Germany', null, 'country_incorrect'],
    ['', null, 'country_missing'],
    [null, 'CA', 'country_missing'],
  ])('%s / %s is refused: %s', (country, region, reason) => {
    expect(decide(country, region)).toEqual({ ok: false, reason });
  });

  it('names the field of every refusal', () => {
    expect(TAX_REFUSAL_FIELD).toEqual({
      country_missing: 'country',
      country_incorrect: 'country',
      region_missing: 'region',
      region_incorrect: 'region',
    });
  });

  it('knows every US state and DC, and every country the checkout offers', () => {
    expect(US_STATES).toHaveLength(51);
    for (const [code] of US_STATES) expect(decide('US', code).ok).toBe(true);
    for (const code of SALES_COUNTRIES) {
      const region = TAX_REGIONS[code]?.[0] ?? null;
      expect(decide(code, region).ok, code).toBe(true);
    }
  });

  it('follows TAX_RATES overrides: a new regional rate, a country the list lacks, a rate removed', () => {
    const parsed = parseTaxRateOverrides('{"US-FL": "6", "CN": 13, "DE": 0}');
    if (!parsed.ok) throw new Error('overrides did not parse');
    const table = parsed.value;
    expect(decideTax(table, { country: 'US', region: 'FL' })).toMatchObject({
      value: { jurisdiction: 'US-FL', rate: 600, taxable: true },
    });
    expect(decideTax(table, { country: 'CN', region: null })).toMatchObject({
      value: { rate: 1300, taxable: true },
    });
    expect(decideTax(table, { country: 'DE', region: null })).toMatchObject({
      value: { rate: 0, taxable: false },
    });
  });

  it.each([
    [true, undefined, true],
    [true, true, true],
    [true, false, false], // the German buyer who said isTaxable: false
    [false, false, true],
    [false, true, false],
  ])(
    'spec §7 isTaxable is an expectation: decided %s, client says %s → holds %s',
    (taxable, said, holds) => {
      const decision = { jurisdiction: 'X', rate: taxable ? 1900 : 0, taxable };
      expect(taxExpectationHolds(decision, said)).toBe(holds);
    },
  );
});
