import { isValidPostalCode } from './address';

/**
 * spec §5 "Form message keys exist for missing or incorrect email, first name, last name, card
 * number, expiry month, year and date, CVV, only digits, and invalid postal code." The wording
 * is the web's translations'; the keys live here so forms and server agree.
 */
export const FORM_MESSAGE_KEYS = [
  'email_missing',
  'email_incorrect',
  'first_name_missing',
  'first_name_incorrect',
  'last_name_missing',
  'last_name_incorrect',
  'card_number_missing',
  'card_number_incorrect',
  'expiry_month_missing',
  'expiry_month_incorrect',
  'expiry_year_missing',
  'expiry_year_incorrect',
  'expiry_date_missing',
  'expiry_date_incorrect',
  'cvv_missing',
  'cvv_incorrect',
  'only_digits',
  'postal_code_invalid',
] as const;
export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];

/** A field check: the message key to show, or null when the value is fine. */
export type FieldCheck = FormMessageKey | null;

/** The value as the form holds it, trimmed; null and undefined read as empty. */
const trimmed = (value: string | null | undefined): string => (value ?? '').trim();
const digitsOnly = (value: string): boolean => /^\d+$/.test(value);

/**
 * spec §5 email: A plausible address: one @, no spaces, a dot in the domain, at most 254
 * characters.
 */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value);
}

/** spec §5: email: missing or incorrect. */
export function checkEmail(value: string | null | undefined): FieldCheck {
  const text = trimmed(value);
  if (text === '') return 'email_missing';
  return isValidEmail(text) ? null : 'email_incorrect';
}

/**
 * spec §5 first and last name: A name: up to 100 characters with no digits and none of < > @
 * (decision 0018).
 */
export function checkName(value: string | null | undefined, which: 'first' | 'last'): FieldCheck {
  const text = trimmed(value);
  if (text === '') return which === 'first' ? 'first_name_missing' : 'last_name_missing';
  if (text.length <= 100 && !/[\d<>@]/.test(text)) return null;
  return which === 'first' ? 'first_name_incorrect' : 'last_name_incorrect';
}

/** spec §5 card number: the Luhn checksum every card number satisfies. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** spec §5: A card number: 12 to 19 digits (spaces allowed between groups) passing Luhn. */
export function checkCardNumber(value: string | null | undefined): FieldCheck {
  const digits = trimmed(value).replace(/\s/g, '');
  if (digits === '') return 'card_number_missing';
  if (!digitsOnly(digits)) return 'only_digits';
  const fine = digits.length >= 12 && digits.length <= 19 && isLuhnValid(digits);
  return fine ? null : 'card_number_incorrect';
}

/** spec §5: expiry month: missing, only digits, or 1 to 12. */
export function checkExpiryMonth(value: string | null | undefined): FieldCheck {
  const month = trimmed(value);
  if (month === '') return 'expiry_month_missing';
  if (!digitsOnly(month)) return 'only_digits';
  return Number(month) >= 1 && Number(month) <= 12 ? null : 'expiry_month_incorrect';
}

/**
 * spec §5 expiry year: A four-digit year, or two digits meaning 20xx; null when it is not a year.
 */
export function expiryYearOf(value: string): number | null {
  if (/^\d{2}$/.test(value)) return 2000 + Number(value);
  return /^\d{4}$/.test(value) ? Number(value) : null;
}

/** spec §5: A card expiry year: this year up to 20 years ahead (decision 0018). */
export function checkExpiryYear(value: string | null | undefined, now: Date): FieldCheck {
  const text = trimmed(value);
  if (text === '') return 'expiry_year_missing';
  if (!digitsOnly(text)) return 'only_digits';
  const year = expiryYearOf(text);
  const thisYear = now.getUTCFullYear();
  return year !== null && year >= thisYear && year <= thisYear + 20
    ? null
    : 'expiry_year_incorrect';
}

/**
 * spec §5 expiry date: A card is valid through the last day of its expiry month (UTC); before that
 * it is fine.
 */
export function checkExpiryDate(
  month: string | null | undefined,
  year: string | null | undefined,
  now: Date,
): FieldCheck {
  const monthText = trimmed(month);
  const yearText = trimmed(year);
  if (monthText === '' || yearText === '') return 'expiry_date_missing';
  const y = expiryYearOf(yearText);
  const m = Number(monthText);
  if (y === null || !/^\d{1,2}$/.test(monthText) || m < 1 || m > 12) return 'expiry_date_incorrect';
  const firstInstantAfter = Date.UTC(y, m, 1); // month m is 0-based here: the next month
  return now.getTime() < firstInstantAfter ? null : 'expiry_date_incorrect';
}

/** spec §5: A CVV: 3 digits, or 4 (American Express). */
export function checkCvv(value: string | null | undefined): FieldCheck {
  const text = trimmed(value);
  if (text === '') return 'cvv_missing';
  if (!digitsOnly(text)) return 'only_digits';
  return text.length === 3 || text.length === 4 ? null : 'cvv_incorrect';
}

/** spec §5 postal code for the buyer's country. */
export function checkPostalCode(countryCode: string, value: string | null | undefined): FieldCheck {
  return isValidPostalCode(countryCode, trimmed(value)) ? null : 'postal_code_invalid';
}
