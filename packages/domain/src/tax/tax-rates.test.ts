import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  DEFAULT_TAX_RATES,
  jurisdictionOf,
  parseTaxRateOverrides,
  percentToBasisPoints,
  taxRateFor,
} from './tax-rates';

describe('tax rates by jurisdiction (decision 0021)', () => {
  it.each([
    ['US', 'CA', 725],
    ['US', 'NY', 400],
    ['US', 'TX', 625],
    ['us', ' wa ', 650],
    ['US', 'FL', 0],
    ['US', null, 0],
    ['DE', null, 1900],
    ['FR', 'IDF', 2000],
    ['NL', undefined, 2100],
    ['IE', null, 2300],
    ['GB', null, 2000],
    ['CA', 'ON', 500],
    ['CA', null, 500],
    ['CH', null, 0],
    ['JP', '13', 0],
  ])('%s / %s pays %d basis points', (country, region, rate) => {
    expect(taxRateFor(DEFAULT_TAX_RATES, country, region)).toBe(rate);
  });

  it('names a jurisdiction by country, or country and region', () => {
    expect(jurisdictionOf(' us ', 'ca')).toBe('US-CA');
    expect(jurisdictionOf('de', '')).toBe('DE');
  });
});

describe('percentages as basis points', () => {
  it.each([
    ['7.25', 725],
    [7.25, 725],
    ['19', 1900],
    ['0', 0],
    ['100', 10_000],
    ['2.5', 250],
    ['100.01', null],
    ['7.255', null],
    ['-1', null],
    ['abc', null],
  ])('%o → %o', (value, bp) => {
    expect(percentToBasisPoints(value)).toBe(bp);
  });

  it.each([
    [725, '7.25'],
    [1900, '19.00'],
    [5, '0.05'],
    [0, '0.00'],
  ])('%d basis points read %s %%', (bp, text) => {
    expect(basisPointsToPercent(bp)).toBe(text);
  });
});

describe('TAX_RATES overrides lie over the defaults', () => {
  it('keeps the defaults when unset or blank', () => {
    expect(parseTaxRateOverrides(undefined)).toEqual({ ok: true, value: DEFAULT_TAX_RATES });
    expect(parseTaxRateOverrides('  ')).toEqual({ ok: true, value: DEFAULT_TAX_RATES });
  });

  it('replaces, adds and zeroes rates', () => {
    const result = parseTaxRateOverrides('{"us-ca": 8, "CH": "8.1", "DE": 0}');
    expect(result.ok && result.value['US-CA']).toBe(800);
    expect(result.ok && result.value.CH).toBe(810);
    expect(result.ok && result.value.DE).toBe(0);
    expect(result.ok && result.value.FR).toBe(2000);
  });

  it.each([
    'not json',
    '[]',
    'null',
    '{"DE": "much"}',
    '{"DE": true}',
    '{"Germany": 19}',
    '{"DE": 120}',
  ])('refuses %s', (text) => {
    expect(parseTaxRateOverrides(text)).toEqual({ ok: false, reason: 'invalid-tax-rates' });
  });
});
