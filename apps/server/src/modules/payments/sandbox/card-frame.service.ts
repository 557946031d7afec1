import {
  cardTokenError,
  checkCardNumber,
  checkCvv,
  checkExpiryDate,
  expiryYearOf,
  splitCardExpiry,
  type CardField,
  type FormMessageKey,
} from '@halyard/domain';
import type { SandboxContext } from './sandbox-context';
import { tokeniseCard, type IssuedToken } from './tokenise.service';

/** The card as the buyer typed it into the frame: nothing here keeps or logs it. */
export interface TypedCard {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

export type FrameProblems = Partial<Record<CardField, FormMessageKey>>;

export type FrameTokenResult =
  ({ readonly ok: true } & IssuedToken) | { readonly ok: false; readonly problems: FrameProblems };

/** spec §5 checks of the three card fields, each field's first problem (none: {}). */
export function checkTypedCard(card: TypedCard, now: Date): FrameProblems {
  const problems: FrameProblems = {};
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

/**
 * The card frame's submit (decision 0151): the spec §5 checks of every field at once, as the
 * domain words them, then the gateway's own tokenise (which also knows, say, that an American
 * Express code has four digits).
 */
export async function tokeniseTypedCard(
  ctx: SandboxContext,
  card: TypedCard,
): Promise<FrameTokenResult> {
  const problems = checkTypedCard(card, ctx.clock.now());
  const expiry = splitCardExpiry(card.expiry);
  if (Object.keys(problems).length > 0 || !expiry) return { ok: false, problems };
  const result = await tokeniseCard(ctx, {
    number: card.number,
    expMonth: Number(expiry.month),
    expYear: expiryYearOf(expiry.year) ?? 0,
    cvc: card.cvc.trim(),
  });
  if (result.ok) return result;
  const refusal = cardTokenError(result.code);
  return refusal.kind === 'field'
    ? { ok: false, problems: { [refusal.field]: refusal.key } }
    : { ok: false, problems: { number: 'card_number_incorrect' } };
}
