import type { DeclineCode } from '../payment-gateway';

/** What a test card (or a wallet token) does when charged. */
export type TestOutcome =
  | 'success'
  | 'three_d_secure'
  /** Customer present: succeeds without a challenge; merchant-initiated: asks for 3-D Secure. */
  | 'three_d_secure_off_session'
  | Extract<
      DeclineCode,
      | 'generic_decline'
      | 'insufficient_funds'
      | 'incorrect_cvc'
      | 'expired_card'
      | 'issuer_error'
      | 'processing_error'
      | 'fraud_suspected'
      | 'lost_card'
      | 'stolen_card'
      | 'account_closed'
      | 'do_not_honor'
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
  // Issue 21 (decisions 0181, 0182): renewals the bank declines for good, or wants authenticated.
  {
    number: '4000000000003345',
    brand: 'visa',
    outcome: 'three_d_secure_off_session',
    description:
      'Succeeds with the customer present; every renewal (off-session) asks for 3-D Secure',
  },
  {
    number: '4000000000009979',
    brand: 'visa',
    outcome: 'stolen_card',
    description: 'Declined: card reported stolen',
  },
  {
    number: '4000000000009961',
    brand: 'visa',
    outcome: 'lost_card',
    description: 'Declined: card reported lost',
  },
  {
    number: '4000000000009953',
    brand: 'visa',
    outcome: 'account_closed',
    description: 'Declined: account closed',
  },
  {
    number: '4000000000009938',
    brand: 'visa',
    outcome: 'do_not_honor',
    description: 'Declined: do not honour',
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
