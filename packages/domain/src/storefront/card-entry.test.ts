import { describe, expect, it } from 'vitest';
import {
  CARD_TOKEN_ERROR_CODES,
  CARD_TOKEN_ERRORS,
  cardTokenError,
  splitCardExpiry,
  usesOrderPaymentIntentPath,
} from './card-entry';

describe('a card expiry as buyers type it', () => {
  it.each([
    ['12/28', { month: '12', year: '28' }],
    [' 4 / 2031 ', { month: '4', year: '2031' }],
    ['1228', { month: '12', year: '28' }],
    ['06-29', { month: '06', year: '29' }],
    ['', null],
    [null, null],
    ['12/2', null],
    ['december', null],
  ])('%o → %o', (text, parts) => {
    expect(splitCardExpiry(text)).toEqual(parts);
  });
});

describe('the gateway tokenise refusals name a field and a spec §5 form message key', () => {
  it.each([
    ['incomplete_number', 'number', 'card_number_missing'],
    ['incomplete_expiry', 'expiry', 'expiry_date_missing'],
    ['incomplete_cvc', 'cvc', 'cvv_missing'],
    ['incorrect_number', 'number', 'card_number_incorrect'],
    ['invalid_expiry', 'expiry', 'expiry_date_incorrect'],
    ['expired_card', 'expiry', 'expiry_date_incorrect'],
    ['invalid_cvc', 'cvc', 'cvv_incorrect'],
  ])('%s → %s: %s', (code, field, key) => {
    expect(cardTokenError(code)).toEqual({ kind: 'field', field, key });
  });

  it('an unknown refusal is the incorrect-card-details payment error', () => {
    expect(cardTokenError('something_new')).toEqual({
      kind: 'payment',
      key: 'incorrect_card_details',
    });
  });

  it('every refusal code is mapped', () => {
    expect(Object.keys(CARD_TOKEN_ERRORS).sort()).toEqual([...CARD_TOKEN_ERROR_CODES].sort());
  });
});

describe('spec §7 the payment-intent path follows a cookie flag', () => {
  it.each([
    [{ order_api: '1' }, true],
    [{ order_api: '0' }, false],
    [{}, false],
  ])('%j → order path %s', (cookies, order) => {
    expect(usesOrderPaymentIntentPath(cookies)).toBe(order);
  });
});
