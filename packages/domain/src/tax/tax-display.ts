import { multiplyRatio, subtract, type Money } from '../money/money';
import { EU_VAT } from './tax-rates';
import type { TaxDecision } from './tax-decision';
import { isOneOf } from '../shared/one-of';

/**
 * How a tenant quotes prices (issue 22 item 3, decision 0196): `exclusive` — the list price is
 * the net and tax is added at checkout (the US default); `inclusive` — consumers in a country
 * that requires gross prices see the list price as the price including VAT and pay exactly it.
 */
export const TAX_DISPLAYS = ['exclusive', 'inclusive'] as const;
export type TaxDisplay = (typeof TAX_DISPLAYS)[number];
export const DEFAULT_TAX_DISPLAY: TaxDisplay = 'exclusive';

export function isTaxDisplay(value: unknown): value is TaxDisplay {
  return isOneOf(TAX_DISPLAYS, value);
}

/**
 * Countries whose consumer price rules require the final price including taxes (decision 0196):
 * the EU member states (Price Indication Directive 98/6/EC as amended by the Omnibus Directive
 * 2019/2161), the EEA states Norway, Iceland and Liechtenstein, Switzerland (PBV art. 3), the UK
 * (Consumer Protection from Unfair Trading Regulations 2008 / DMCC Act 2024), Australia (ACL
 * s48 single price) and New Zealand (Fair Trading Act).
 */
export const GROSS_PRICE_COUNTRIES: ReadonlySet<string> = new Set([
  ...Object.keys(EU_VAT),
  'NO',
  'IS',
  'LI',
  'CH',
  'GB',
  'AU',
  'NZ',
]);

/**
 * Whether an order is priced gross: the tenant quotes `inclusive`, the buyer's country requires
 * gross consumer prices and the buyer is a consumer — a business under reverse charge (decision
 * 0190) pays no VAT and sees the net list price.
 */
export function pricesIncludeTax(
  display: TaxDisplay,
  country: string | null | undefined,
  decision: Pick<TaxDecision, 'reverseCharge'> | null | undefined,
): boolean {
  if (display !== 'inclusive' || decision?.reverseCharge) return false;
  return GROSS_PRICE_COUNTRIES.has((country ?? '').trim().toUpperCase());
}

/**
 * The VAT contained in a gross amount at `rate` basis points: gross × rate ÷ (10 000 + rate),
 * rounded half up once (spec §9); the net is gross − this, so net + VAT = the gross shown.
 */
export function taxIncludedIn(gross: Money, rate: number): Money {
  return multiplyRatio(gross, rate, 10_000 + rate, 'half-up');
}

/** The net of a gross amount: gross − the VAT it contains (net + VAT = gross exactly). */
export function netOfGross(gross: Money, rate: number): Money {
  return subtract(gross, taxIncludedIn(gross, rate));
}

/** The VAT a gross price contains, as the portal and the emails name it ("incl. 19 % VAT (Germany)"). */
export interface IncludedTax {
  /** Basis points (1900 = 19 %). */
  readonly rate: number;
  /** ISO 3166 alpha-2 of the country whose VAT it is ("DE"). */
  readonly country: string;
  /** The VAT inside the total, to the cent. */
  readonly amount: Money;
}

/**
 * The included VAT of totals priced gross (decision 0196 addendum): only when the totals say
 * `taxIncluded` at a rate above zero — net totals (an `exclusive` tenant, the US, a business under
 * reverse charge) name none, and keep saying "tax" as before.
 */
export function includedTaxOf(
  totals: { readonly taxIncluded?: boolean; readonly taxRate: number; readonly tax: Money },
  country: string | null | undefined,
): IncludedTax | null {
  const code = (country ?? '').trim().toUpperCase().slice(0, 2);
  if (!totals.taxIncluded || totals.taxRate <= 0 || code.length !== 2) return null;
  return { rate: totals.taxRate, country: code, amount: totals.tax };
}
