import { fail, ok, type Result } from '../shared/result';

/**
 * VAT identification numbers (issue 22 item 2, decision 0190). The formats are the ones the
 * European Commission's VIES documents per member state, plus the UK, Switzerland and Norway; a
 * number is kept normalised: upper case, no spaces, dots or dashes, with its country prefix
 * (Greece's prefix is "EL", not "GR").
 */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  GR: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  GB: /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  CH: /^CHE\d{9}(MWST|TVA|IVA)?$/,
  NO: /^NO\d{9}(MVA)?$/,
};

/** The 27 member states of the EU VAT area (reverse charge applies between two of them). */
export const EU_VAT_COUNTRIES: readonly string[] = Object.keys(VAT_FORMATS).filter(
  (c) => !['GB', 'CH', 'NO'].includes(c),
);

/** Why a VAT ID is refused. */
export type VatIdProblem = 'vat_id_unsupported_country' | 'vat_id_format';

export const VAT_ID_PROBLEM_MESSAGES: Record<VatIdProblem, string> = {
  vat_id_unsupported_country:
    'VAT IDs are accepted for EU countries, the UK, Switzerland and Norway.',
  vat_id_format: 'Enter a valid VAT ID for this country, with its country prefix.',
};

/** Upper case without spaces, dots and dashes ("de 123.456-789" → "DE123456789"). */
export const normaliseVatId = (raw: string): string => raw.toUpperCase().replace(/[\s.-]/g, '');

/**
 * A VAT ID checked against the format of the billing country it belongs to (issue 22 item 2):
 * the normalised number, or why it is refused.
 */
export function checkVatId(country: string, raw: string): Result<string, VatIdProblem> {
  const format = VAT_FORMATS[country.toUpperCase()];
  if (!format) return fail('vat_id_unsupported_country');
  const id = normaliseVatId(raw);
  return format.test(id) ? ok(id) : fail('vat_id_format');
}

/**
 * EU reverse charge (Council Directive 2006/112/EC, article 196): a business buyer with a VAT ID
 * of another member state than the seller's accounts for the VAT itself; the seller charges none
 * and prints the legal note. A consumer (no VAT ID), a buyer in the seller's own country or
 * outside the EU is charged VAT as usual.
 */
export function reverseChargeApplies(
  sellerCountry: string,
  buyer: { readonly country: string; readonly vatId: string | null },
): boolean {
  const seller = sellerCountry.toUpperCase();
  const country = buyer.country.toUpperCase();
  return (
    buyer.vatId !== null &&
    EU_VAT_COUNTRIES.includes(seller) &&
    EU_VAT_COUNTRIES.includes(country) &&
    seller !== country &&
    checkVatId(country, buyer.vatId).ok
  );
}
