import { describe, expect, it } from 'vitest';
import {
  checkCardNumber,
  checkCvv,
  checkEmail,
  checkExpiryDate,
  checkExpiryMonth,
  checkExpiryYear,
  checkName,
  checkPostalCode,
  expiryYearOf,
  FORM_MESSAGE_KEYS,
  isLuhnValid,
  isValidEmail,
} from './form';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('spec §5 form message keys', () => {
  const fields = [
    'email',
    'first_name',
    'last_name',
    'card_number',
    'expiry_month',
    'expiry_year',
    'expiry_date',
    'cvv',
  ];

  it.each(fields)('%s has a key for missing and one for incorrect', (field) => {
    expect(FORM_MESSAGE_KEYS).toContain(`${field}_missing`);
    expect(FORM_MESSAGE_KEYS).toContain(`${field}_incorrect`);
  });

  it('besides those, only digits and an invalid postal code; no key twice', () => {
    expect(FORM_MESSAGE_KEYS).toContain('only_digits');
    expect(FORM_MESSAGE_KEYS).toContain('postal_code_invalid');
    expect(new Set(FORM_MESSAGE_KEYS).size).toBe(fields.length * 2 + 2);
    expect(FORM_MESSAGE_KEYS).toHaveLength(fields.length * 2 + 2);
  });
});

describe('field checks give the message key, or null when fine', () => {
  it.each([
    ['ada@example.com', null],
    [' ada@example.co.uk ', null],
    ['', 'email_missing'],
    [null, 'email_missing'],
    ['ada@example', 'email_incorrect'],
    ['ada example@x.com', 'email_incorrect'],
    ['@example.com', 'email_incorrect'],
  ])('email %o → %s', (value, key) => {
    expect(checkEmail(value)).toBe(key);
  });

  it('an address longer than 254 characters is not an email', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
  });

  it.each([
    ['Ada', 'first', null],
    ['', 'first', 'first_name_missing'],
    [undefined, 'last', 'last_name_missing'],
    ['Ad4', 'first', 'first_name_incorrect'],
    ['<script>', 'last', 'last_name_incorrect'],
    ['x'.repeat(101), 'last', 'last_name_incorrect'],
    ["O'Brien-Smith", 'last', null],
  ] as const)('name %o (%s) → %s', (value, which, key) => {
    expect(checkName(value, which)).toBe(key);
  });

  it.each([
    ['4242 4242 4242 4242', null],
    ['378282246310005', null],
    ['', 'card_number_missing'],
    [null, 'card_number_missing'],
    ['4242-4242-4242-4242', 'only_digits'],
    ['4242424242424241', 'card_number_incorrect'],
    ['42424242', 'card_number_incorrect'],
  ])('card number %o → %s', (value, key) => {
    expect(checkCardNumber(value)).toBe(key);
  });

  it('Luhn accepts real test cards and refuses a changed digit', () => {
    expect(isLuhnValid('4000000000000002')).toBe(true);
    expect(isLuhnValid('4000000000000003')).toBe(false);
  });

  it.each([
    ['1', null],
    ['12', null],
    ['', 'expiry_month_missing'],
    ['ab', 'only_digits'],
    ['0', 'expiry_month_incorrect'],
    ['13', 'expiry_month_incorrect'],
  ])('expiry month %o → %s', (value, key) => {
    expect(checkExpiryMonth(value)).toBe(key);
  });

  it.each([
    ['2026', null],
    ['27', null],
    ['2046', null],
    ['', 'expiry_year_missing'],
    ['20x6', 'only_digits'],
    ['2025', 'expiry_year_incorrect'],
    ['2047', 'expiry_year_incorrect'],
    ['202', 'expiry_year_incorrect'],
  ])('expiry year %o in 2026 → %s', (value, key) => {
    expect(checkExpiryYear(value, now)).toBe(key);
  });

  it('reads two-digit years as 20xx', () => {
    expect(expiryYearOf('27')).toBe(2027);
    expect(expiryYearOf('2031')).toBe(2031);
    expect(expiryYearOf('7')).toBeNull();
  });

  it.each([
    ['11', '2026', null, 'valid through the last day of its month'],
    ['12', '26', null, 'next month'],
    ['10', '2026', 'expiry_date_incorrect', 'last month'],
    ['', '2026', 'expiry_date_missing', 'no month'],
    ['11', null, 'expiry_date_missing', 'no year'],
    ['13', '2026', 'expiry_date_incorrect', 'no such month'],
    ['1.5', '2027', 'expiry_date_incorrect', 'not a month'],
    ['11', '2O26', 'expiry_date_incorrect', 'not a year'],
  ])('expiry %s/%s → %s (%s)', (month, year, key, _why) => {
    expect(checkExpiryDate(month, year, now)).toBe(key);
  });

  it('a card expiring this month is refused from the first instant of next month', () => {
    expect(checkExpiryDate('11', '2026', new Date('2026-11-30T23:59:59.999Z'))).toBeNull();
    expect(checkExpiryDate('11', '2026', new Date('2026-12-01T00:00:00.000Z'))).toBe(
      'expiry_date_incorrect',
    );
  });

  it.each([
    ['123', null],
    ['1234', null],
    ['', 'cvv_missing'],
    ['12a', 'only_digits'],
    ['12', 'cvv_incorrect'],
    ['12345', 'cvv_incorrect'],
  ])('CVV %o → %s', (value, key) => {
    expect(checkCvv(value)).toBe(key);
  });

  it.each([
    ['US', '94105-1234', null],
    ['US', '9410', 'postal_code_invalid'],
    ['CA', ' M5V 3L9 ', null],
    ['DE', null, 'postal_code_invalid'],
  ])('postal code in %s %o → %s', (country, value, key) => {
    expect(checkPostalCode(country, value)).toBe(key);
  });
});
