import { hashClientSecret, newClientSecret } from '../client-secret';
import { isExpired, newId, type SandboxContext } from './sandbox-context';
import { brandOf, isLuhnValid, testOutcomeOf, type TestOutcome } from './test-cards';
import { createTokensRepository, type SandboxToken } from './tokens.repository';

export interface CardDetails {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export type CardRefusalCode =
  'incorrect_number' | 'invalid_expiry' | 'expired_card' | 'invalid_cvc';

/** A new token and its client secret: shown to the tokenising browser once (decision 0101). */
export interface IssuedToken {
  readonly token: SandboxToken;
  readonly clientSecret: string;
}

/** Stores a token with the hash of a new client secret, and hands out the secret. */
async function issue(ctx: SandboxContext, token: SandboxToken, now: Date): Promise<IssuedToken> {
  const clientSecret = newClientSecret(token.id);
  await createTokensRepository(ctx.db).insert(token, hashClientSecret(clientSecret), now);
  return { token, clientSecret };
}

export type TokeniseResult =
  | ({ readonly ok: true } & IssuedToken)
  | {
      readonly ok: false;
      readonly code: CardRefusalCode;
      readonly field: 'number' | 'exp_month' | 'exp_year' | 'cvc';
      readonly message: string;
    };

/**
 * Tokenises a card the way a PSP's tokenise endpoint does: the number and CVC are checked and then
 * dropped; what is kept is the test outcome, brand, last4 and expiry.
 */
export async function tokeniseCard(
  ctx: SandboxContext,
  card: CardDetails,
): Promise<TokeniseResult> {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits))
    return {
      ok: false,
      code: 'incorrect_number',
      field: 'number',
      message: 'The card number is incorrect.',
    };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return {
      ok: false,
      code: 'invalid_expiry',
      field: 'exp_month',
      message: 'The expiry month is invalid.',
    };
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2099)
    return {
      ok: false,
      code: 'invalid_expiry',
      field: 'exp_year',
      message: 'The expiry year is invalid.',
    };
  const now = ctx.clock.now();
  if (isExpired(card.expMonth, expYear, now))
    return { ok: false, code: 'expired_card', field: 'exp_year', message: 'The card has expired.' };
  const brand = brandOf(digits);
  if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc))
    return {
      ok: false,
      code: 'invalid_cvc',
      field: 'cvc',
      message: `The security code must be ${brand === 'amex' ? 4 : 3} digits.`,
    };
  const token: SandboxToken = {
    id: newId('tok'),
    kind: 'card',
    outcome: testOutcomeOf(digits),
    brand,
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear,
  };
  return { ok: true, ...(await issue(ctx, token, now)) };
}

export type WalletKind = 'apple_pay' | 'google_pay';
export type WalletBrand = 'visa' | 'mastercard' | 'amex';
export type WalletOutcome = Exclude<TestOutcome, 'three_d_secure' | 'incorrect_cvc'>;

/** The device account number's last four digits a wallet shows for each network. */
const WALLET_LAST4: Record<WalletBrand, string> = {
  visa: '4242',
  mastercard: '4444',
  amex: '0005',
};

/** A wallet token (Apple Pay, Google Pay) as the wallet sheet would hand it to the page. */
export async function createWalletToken(
  ctx: SandboxContext,
  wallet: { kind: WalletKind; brand?: WalletBrand; outcome?: WalletOutcome },
): Promise<IssuedToken> {
  const now = ctx.clock.now();
  const brand = wallet.brand ?? 'visa';
  const token: SandboxToken = {
    id: newId('tok'),
    kind: wallet.kind,
    outcome: wallet.outcome ?? 'success',
    brand,
    last4: WALLET_LAST4[brand],
    expMonth: 12,
    expYear: now.getUTCFullYear() + 4,
  };
  return issue(ctx, token, now);
}
