import {
  cardTokenError,
  checkCardNumber,
  checkCvv,
  checkExpiryDate,
  expiryYearOf,
  splitCardExpiry,
  type CardField,
  type FormMessageKey,
  type PaymentErrorKey,
} from '@halyard/domain';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { billingApi } from './billing-api';

export interface CardValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly postalCode: string;
}

export type CardProblems = Partial<Record<CardField, FormMessageKey>>;

/** spec §5 card checks (number, expiry date, CVV) before anything is sent. */
export function checkCard(card: CardValues, now: Date): CardProblems {
  const problems: CardProblems = {};
  const number = checkCardNumber(card.number);
  if (number) problems.number = number;
  const expiry = splitCardExpiry(card.expiry);
  const expiryProblem = expiry
    ? checkExpiryDate(expiry.month, expiry.year, now)
    : card.expiry.trim() === ''
      ? 'expiry_date_missing'
      : 'expiry_date_incorrect';
  if (expiryProblem) problems.expiry = expiryProblem;
  const cvc = checkCvv(card.cvc);
  if (cvc) problems.cvc = cvc;
  return problems;
}

export type TokenResult =
  | { readonly ok: true; readonly token: string }
  | { readonly ok: false; readonly field: CardField; readonly key: FormMessageKey }
  | { readonly ok: false; readonly field: null; readonly key: PaymentErrorKey };

/** The gateway's tokenise endpoint: only the token travels on to our API. */
export async function tokeniseCard(card: CardValues): Promise<TokenResult> {
  const expiry = splitCardExpiry(card.expiry);
  try {
    const token = await callApi(billingApi.cardToken, {
      body: {
        number: card.number.replace(/\s/g, ''),
        exp_month: Number(expiry?.month ?? 0),
        exp_year: expiryYearOf(expiry?.year ?? '') ?? 0,
        cvc: card.cvc.trim(),
        postal_code: card.postalCode.trim(),
      },
    });
    return { ok: true, token: token.id };
  } catch (error) {
    if (!isApiError(error, 400)) throw error;
    const refusal = cardTokenError(error.code);
    return refusal.kind === 'field'
      ? { ok: false, field: refusal.field, key: refusal.key }
      : { ok: false, field: null, key: refusal.key };
  }
}
