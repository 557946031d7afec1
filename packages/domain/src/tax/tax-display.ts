import { multiplyRatio, subtract, type Money } from '../money/money';
import { EU_VAT } from './tax-rates';
import type { TaxDecision } from './tax-decision';

/**
 * How a tenant quotes prices (issue 22 item 3, decision 0196): `exclusive` — the list price is
 * the net and tax is added at checkout (the US default); `inclusive` — consumers in a country
 * that requires gross prices see the list price as the price including VAT and pay exactly it.
 */
export const TAX_DISPLAYS = ['exclusive', 'inclusive'] as const;
export type TaxDisplay = (typeof TAX_DISPLAYS)[number];
export const DEFAULT_TAX_DISPLAY: TaxDisplay = 'exclusive';

export function isTaxDisplay(value: unknown): value is TaxDisplay {
  return typeof value === 'string' && (TAX_DISPLAYS as readonly string[]).includes(value);
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
