import type { DeclineCode } from '../payment-gateway';

/** What a test card (or a wallet token) does when charged. */
export type TestOutcome =
  | 'success'
  | 'three_d_secure'
  | Extract<
      DeclineCode,
      | 'generic_decline'
      | 'insufficient_funds'
      | 'incorrect_cvc'
      | 'expired_card'
      | 'issuer_error'
      | 'processing_error'
      | 'fraud_suspected'
    >;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export interface TestCard {
  readonly number: string;
  readonly brand: CardBrand;
  readonly outcome: TestOutcome;
  readonly description: string;
}

/**
 * The documented test cards (docs/payments-sandbox.md), in the spirit of Stripe's. Any other
 * Luhn-valid number succeeds.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'success', description: 'Succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'success', description: 'Succeeds' },
  { number: '378282246310005', brand: 'amex', outcome: 'success', description: 'Succeeds' },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'generic_decline',
    description: 'Declined',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'insufficient_funds',
    description: 'Declined: insufficient funds',
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    outcome: 'incorrect_cvc',
    description: 'Declined: incorrect CVC',
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    outcome: 'expired_card',
    description: 'Declined: expired card',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: 'processing_error',
    description: 'Declined: processing error',
  },
  {
    number: '4000000000009987',
    brand: 'visa',
    outcome: 'issuer_error',
    description: 'Declined: card issuer unavailable',
  },
  {
    number: '4100000000000019',
    brand: 'visa',
    outcome: 'fraud_suspected',
    description: 'Blocked as suspected fraud',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    outcome: 'three_d_secure',
    description: '3-D Secure challenge, then succeeds if passed',
  },
];

const byNumber = new Map(TEST_CARDS.map((card) => [card.number, card]));

export function testOutcomeOf(digits: string): TestOutcome {
  return byNumber.get(digits)?.outcome ?? 'success';
}

/** The Luhn checksum every real card number satisfies. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^4/.test(digits)) return 'visa';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}
