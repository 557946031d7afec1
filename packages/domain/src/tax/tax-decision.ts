import { reverseChargeApplies } from '../billing-details/vat-id';
import { fail, ok, type Result } from '../shared/result';
import { requiresRegion } from '../validation/address';
import type { Residence, ResidenceField, ResidenceProblem } from '../validation/residence';
import { SALES_COUNTRIES, TAX_REGIONS } from './jurisdictions';
import { jurisdictionOf, taxRateFor, type TaxRateTable } from './tax-rates';

/**
 * What the server decides about tax for a buyer (decision 0100, ARCHITECTURE 13): from the
 * residence alone, never from what the client asks for.
 */
export interface TaxDecision {
  /** The rate's jurisdiction: "US-CA", "DE", or the country where none is collected ("CH"). */
  readonly jurisdiction: string;
  /** Basis points (725 = 7.25 %). */
  readonly rate: number;
  /** spec §7 `isTaxable` as the server decides it: tax is collected at this residence. */
  readonly taxable: boolean;
  /** Issue 22 item 2: EU reverse charge applies (rate 0, the buyer accounts for the VAT). */
  readonly reverseCharge?: boolean;
}

/**
 * EU reverse charge on a decision (issue 22 item 2, decision 0190): a business buyer whose VAT ID
 * belongs to their residence country, another member state than the seller's, is charged no VAT.
 */
export function withReverseCharge(
  decision: TaxDecision,
  sellerCountry: string,
  buyer: {
    readonly country?: string | null | undefined;
    readonly vatId?: string | null | undefined;
  },
): TaxDecision {
  const country = (buyer.country ?? '').trim().toUpperCase();
  if (!buyer.vatId || !reverseChargeApplies(sellerCountry, { country, vatId: buyer.vatId }))
    return decision;
  return { jurisdiction: country, rate: 0, taxable: false, reverseCharge: true };
}

/** Why a residence gets no decision: a place the tax table does not know is not taxed at 0 %. */
export type TaxRefusal = Extract<
  ResidenceProblem,
  'country_missing' | 'country_incorrect' | 'region_missing' | 'region_incorrect'
>;

/** The residence field each refusal is about. */
export const TAX_REFUSAL_FIELD: Record<
  TaxRefusal,
  Extract<ResidenceField, 'country' | 'region'>
> = {
  country_missing: 'country',
  country_incorrect: 'country',
  region_missing: 'region',
  region_incorrect: 'region',
};

const knownCountry = (table: TaxRateTable, country: string) =>
  /^[A-Z]{2}$/.test(country) && (SALES_COUNTRIES.includes(country) || table[country] !== undefined);

/**
 * The one tax decision (decision 0100): the country must be one we sell to (or one the table
 * names); where tax is regional (`TAX_REGIONS`: US states, Canadian provinces) a given region
 * must be a known one, and the US needs one (spec §5). The rate is then the region's, else the
 * country's, else 0; the order is taxable when that rate is above 0. Every charging path and
 * the estimate call this; `isTaxable` in a request is only checked against it.
 */
export function decideTax(
  table: TaxRateTable,
  residence: Pick<Residence, 'country' | 'region'>,
): Result<TaxDecision, TaxRefusal> {
  const country = (residence.country ?? '').trim().toUpperCase();
  const region = (residence.region ?? '').trim().toUpperCase();
  if (!country) return fail('country_missing');
  if (!knownCountry(table, country)) return fail('country_incorrect');
  if (!region && requiresRegion(country)) return fail('region_missing');
  const regions = TAX_REGIONS[country];
  const regional = jurisdictionOf(country, region);
  if (region && regions && !regions.includes(region) && table[regional] === undefined)
    return fail('region_incorrect');
  const rate = taxRateFor(table, country, region);
  const jurisdiction = table[regional] !== undefined ? regional : country;
  return ok({ jurisdiction, rate, taxable: rate > 0 });
}

/**
 * spec §7 `isTaxable` as the client's expectation: absent says nothing; present, it must agree
 * with the decision (a client that says false for a German buyer is refused, never obeyed).
 */
export function taxExpectationHolds(decision: TaxDecision, isTaxable: boolean | undefined) {
  return isTaxable === undefined || isTaxable === decision.taxable;
}
