/** spec §5 "Country and region inputs are valid only if non-empty" (blank counts as empty). */
export function isValidCountry(value: string | null | undefined): boolean {
  return (value ?? '').trim().length > 0;
}

/** spec §5 region (a US state, a Canadian province): valid only if non-empty. */
export function isValidRegion(value: string | null | undefined): boolean {
  return isValidCountry(value);
}

/** spec §5 "US postal code: 5 digits, or 5 digits, a hyphen and 4 digits." */
export function isValidUsZip(value: string): boolean {
  return /^\d{5}(?:-\d{4})?$/.test(value);
}

/**
 * spec §5 "Canadian postal code: letter, digit, letter, an optional space, then digit, letter,
 * digit." Letters in either case (decision 0018); spaces around the code are the form's to trim.
 */
export function isValidCanadianPostalCode(value: string): boolean {
  return /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(value);
}

/**
 * The postal-code rule for a country: spec §5 for US and Canada; elsewhere the spec shows none,
 * so any non-empty code is accepted (decision 0018).
 */
export function isValidPostalCode(countryCode: string, value: string): boolean {
  switch (countryCode.toUpperCase()) {
    case 'US':
      return isValidUsZip(value);
    case 'CA':
      return isValidCanadianPostalCode(value);
    default:
      return value.trim().length > 0;
  }
}

/** spec §5 "for US payments, also a state": the countries whose buyers must give a region. */
export function requiresRegion(countryCode: string): boolean {
  return countryCode.toUpperCase() === 'US';
}
