import { isValidCountry, isValidRegion, requiresRegion } from './address';
import { checkPostalCode } from './form';

/** The buyer's residence as spec §3 "Customer in checkout" carries it. */
export interface Residence {
  readonly country: string | null | undefined;
  readonly region: string | null | undefined;
  readonly postalCode: string | null | undefined;
}

export type ResidenceField = keyof Residence;

export const RESIDENCE_PROBLEMS = [
  'country_missing',
  'country_incorrect',
  'region_missing',
  'region_incorrect',
  'postal_code_invalid',
] as const;
export type ResidenceProblem = (typeof RESIDENCE_PROBLEMS)[number];

/** English defaults (the web translates by key). */
export const RESIDENCE_PROBLEM_MESSAGES: Record<ResidenceProblem, string> = {
  country_missing: 'Choose your country.',
  country_incorrect: 'Choose a country we sell to, by its two-letter code such as US or DE.',
  region_missing: 'Choose your state.',
  region_incorrect: 'Choose your state from the list, by its two-letter code such as CA or NY.',
  postal_code_invalid: 'Enter a valid postal code.',
};

/**
 * spec §5 checks of the address that decides tax (POST /api/v1/estimate and checkout): a
 * non-empty country (a two-letter ISO code, decision 0021), a region where the country needs
 * one (US), and the country's postal-code rule (US ZIP, Canadian code, otherwise non-empty).
 * Returns the problem per field; an empty object means the address is fine.
 */
export function checkResidence(
  input: Residence,
): Partial<Record<ResidenceField, ResidenceProblem>> {
  const country = (input.country ?? '').trim();
  if (!isValidCountry(country)) return { country: 'country_missing' };
  if (!/^[A-Za-z]{2}$/.test(country)) return { country: 'country_incorrect' };
  const problems: Partial<Record<ResidenceField, ResidenceProblem>> = {};
  if (requiresRegion(country) && !isValidRegion(input.region)) problems.region = 'region_missing';
  if (checkPostalCode(country, input.postalCode) !== null)
    problems.postalCode = 'postal_code_invalid';
  return problems;
}
