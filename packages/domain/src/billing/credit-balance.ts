/**
 * The credit balance (issue 22 item 5, decision 0217): money a customer holds with us, per
 * currency, in minor units, that pays before a card is charged. Staff grant it (goodwill) or
 * refund to it; the billing engine applies it to a renewal. Pure rules; the repository keeps the
 * balance and its history.
 */

/** The most one goodwill grant may add: 500.00 in the currency (a refund is bounded by its payment). */
export const MAX_GOODWILL_CREDIT = 50_000;

/**
 * How much of the balance pays an amount due: all of the due amount when the balance covers it,
 * otherwise the whole balance; never negative, never more than either.
 */
export function creditToApply(balance: number, due: number): number {
  if (!Number.isInteger(balance) || !Number.isInteger(due))
    throw new TypeError('Credit and amounts are integer minor units');
  return Math.max(0, Math.min(balance, due));
}

/** What is left to charge once the credit applied: zero means no gateway charge at all. */
export function remainderAfterCredit(due: number, applied: number): number {
  if (applied < 0 || applied > due) throw new RangeError('Credit applied must be within 0…due');
  return due - applied;
}

/** Why a goodwill grant is refused, or null when it may be booked. */
export function goodwillGrantProblem(amount: number): 'not_positive' | 'too_large' | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'not_positive';
  if (amount > MAX_GOODWILL_CREDIT) return 'too_large';
  return null;
}

/** The kinds of movement a balance's history shows: grants and refunds add, an application takes, its reversal gives back. */
export const CREDIT_ENTRY_KINDS = ['goodwill', 'refund', 'applied', 'reversed'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];
