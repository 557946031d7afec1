import {
  checkCardNumber,
  checkCvv,
  checkExpiryDate,
  splitCardExpiry,
  type CardField,
  type FormMessageKey,
} from '@halyard/domain';

import type { CardValues } from '@/app/card-token';

export { tokeniseCard, type CardSource, type CardValues, type TokenResult } from '@/app/card-token';

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
