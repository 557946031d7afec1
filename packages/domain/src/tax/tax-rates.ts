import { fail, ok, type Result } from '../shared/result';

/**
 * Tax rates in basis points (hundredths of a percent: 725 = 7.25 %), keyed by jurisdiction: a
 * country code ("DE") or a country and region ("US-CA"). Spec §9 shows no rates ("Fees or rates
 * beyond the price list: not shown"); these defaults are ours (decision 0021) and a deployment
 * overrides them with TAX_RATES.
 */
export type TaxRateTable = Readonly<Record<string, number>>;

/** US state sales tax on digital services: a few states; every other state is 0. */
export const US_STATE_SALES_TAX: TaxRateTable = {
  'US-CA': 725,
  'US-NY': 400,
  'US-TX': 625,
  'US-WA': 650,
};

/** EU VAT standard rates (the seller charges the buyer's country's rate on digital services). */
export const EU_VAT: TaxRateTable = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** The default table: US states, EU VAT, UK VAT 20 % and Canadian GST 5 %. */
export const DEFAULT_TAX_RATES: TaxRateTable = {
  ...US_STATE_SALES_TAX,
  ...EU_VAT,
  GB: 2000,
  CA: 500,
};

const BASIS_POINTS_PER_PERCENT = 100;
export const MAX_TAX_RATE = 100 * BASIS_POINTS_PER_PERCENT;

/** The jurisdiction key of an address: "US-CA" with a region, else the country code. */
export function jurisdictionOf(country: string, region?: string | null): string {
  const c = country.trim().toUpperCase();
  const r = (region ?? '').trim().toUpperCase();
  return r ? `${c}-${r}` : c;
}

/**
 * The rate for an address: the region's own rate if the table has one, else the country's, else
 * 0 (no tax collected there).
 */
export function taxRateFor(table: TaxRateTable, country: string, region?: string | null): number {
  const regional = table[jurisdictionOf(country, region)];
  if (regional !== undefined) return regional;
  return table[jurisdictionOf(country)] ?? 0;
}

/** "7.25" → 725; a percentage with at most two decimals from 0 to 100, else null. */
export function percentToBasisPoints(value: string | number): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(String(value).trim());
  if (!match) return null;
  const bp = Number(match[1]) * BASIS_POINTS_PER_PERCENT + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_TAX_RATE ? bp : null;
}

/** 725 → "7.25": the rate as a plain decimal percentage (the wire form). */
export function basisPointsToPercent(bp: number): string {
  const whole = Math.floor(bp / BASIS_POINTS_PER_PERCENT);
  const fraction = String(bp % BASIS_POINTS_PER_PERCENT).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/**
 * TAX_RATES from the environment: a JSON object of jurisdiction → percentage, e.g.
 * `{"US-CA": 7.25, "DE": "19"}`, laid over the defaults (an entry of 0 removes a tax).
 */
export function parseTaxRateOverrides(
  text: string | undefined,
  defaults: TaxRateTable = DEFAULT_TAX_RATES,
): Result<TaxRateTable, 'invalid-tax-rates'> {
  if (text === undefined || text.trim() === '') return ok(defaults);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('invalid-tax-rates');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return fail('invalid-tax-rates');
  const table: Record<string, number> = { ...defaults };
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    const bp =
      typeof value === 'string' || typeof value === 'number' ? percentToBasisPoints(value) : null;
    if (bp === null || !/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(key.toUpperCase()))
      return fail('invalid-tax-rates');
    table[key.toUpperCase()] = bp;
  }
  return ok(table);
}
