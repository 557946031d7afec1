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

/**
 * The kinds of movement a balance's history shows: grants and refunds add, an application takes,
 * its reversal gives back, and the account's deletion closes what is left (decision 0223).
 */
export const CREDIT_ENTRY_KINDS = ['goodwill', 'refund', 'applied', 'reversed', 'closed'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/**
 * What the card and the balance paid of one subscription's share of an invoice the balance paid
 * part of (decision 0221, refining the 0218 addendum): the balance's part `creditApplied` is spread
 * over the invoice's shares in proportion, by cumulative rounding down — the shares before this one
 * (in allocation order) add up to `before`, and this share's balance part is
 * `⌊(before + share)·credit/total⌋ − ⌊before·credit/total⌋` — so over the invoice the balance parts
 * add up to exactly `creditApplied` and the card parts to exactly `total − creditApplied` (the
 * gateway's charge). An invoice with no credit: all of the share was the card's.
 */
export function sharePaidParts(
  share: number,
  invoiceTotal: number,
  creditApplied: number,
  before = 0,
): { readonly card: number; readonly balance: number } {
  if (creditApplied <= 0 || invoiceTotal <= 0) return { card: share, balance: 0 };
  const credit = Math.min(creditApplied, invoiceTotal);
  const upTo = (paid: number) => Math.floor((paid * credit) / invoiceTotal);
  const balance = upTo(before + share) - upTo(before);
  return { card: share - balance, balance };
}

/** What the card paid of a share (decision 0218 addendum): what a refund may return to the card. */
export function cardPaidOfShare(
  share: number,
  invoiceTotal: number,
  creditApplied: number,
  before = 0,
): number {
  return sharePaidParts(share, invoiceTotal, creditApplied, before).card;
}

/** Where a refund goes (decision 0221): back the way it was paid, or all to the credit balance. */
export const REFUND_DESTINATIONS = ['card', 'balance'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/**
 * How a refund of `amount` of a payment splits between the card and the credit balance
 * (decision 0221). `left` is what the payment can still return to each: the card's part and the
 * balance's part of it, less earlier refunds. Returned the way it was paid (`card`): the whole
 * refundable amount returns each part whole; part of it returns each in proportion, the card's
 * share rounded down and the balance getting the rest — `card = ⌊amount·left.card/(left.card +
 * left.balance)⌋`, `balance = amount − card` — so neither exceeds what its side paid (the card is
 * never refunded more than it was charged). To the balance (`balance`, a staff choice): all of it
 * goes to the balance and nothing to the card. Null when `amount` is not 1…what is left.
 */
export function refundSplit(
  amount: number,
  left: { readonly card: number; readonly balance: number },
  destination: RefundDestination = 'card',
): { readonly card: number; readonly balance: number } | null {
  const whole = left.card + left.balance;
  if (!Number.isInteger(amount) || amount < 1 || amount > whole) return null;
  if (destination === 'balance') return { card: 0, balance: amount };
  const card = Math.floor((amount * left.card) / whole);
  return { card, balance: amount - card };
}

/**
 * Where a refund of whole payments goes, summed (decision 0221): each payment's `amount` split by
 * `refundSplit` over what it can still return to each side (`toCard`, `toBalance`) — the split the
 * refund processor fixes on each item when the request is made — so an estimate built with it
 * says exactly where the money will go. Null when a payment cannot return its amount.
 */
export function refundReturns(
  payments: readonly {
    readonly amount: number;
    readonly toCard: number;
    readonly toBalance: number;
  }[],
  destination: RefundDestination = 'card',
): { readonly card: number; readonly balance: number } | null {
  let card = 0;
  let balance = 0;
  for (const p of payments) {
    const split = refundSplit(p.amount, { card: p.toCard, balance: p.toBalance }, destination);
    if (!split) return null;
    card += split.card;
    balance += split.balance;
  }
  return { card, balance };
}

/**
 * What an invoice names as having paid it (decision 0218 addendum): the credit balance when it
 * paid any part (`creditApplied > 0`), and the payment method — the invoice's kept summary,
 * "Visa •••• 4242" — when it paid the rest. A purchase or renewal the balance paid in full names
 * the balance alone, never the card on file or "None". A credit note reads the same way: its
 * `creditApplied` went back to the balance, the rest to the method.
 */
export function invoicePaidWith(invoice: {
  readonly total: number;
  readonly creditApplied: number;
  readonly paymentSummary: string | null;
}): { readonly creditBalance: boolean; readonly method: string | null } {
  const creditBalance = invoice.creditApplied > 0;
  const balanceAlone = creditBalance && invoice.creditApplied >= invoice.total;
  return { creditBalance, method: balanceAlone ? null : invoice.paymentSummary };
}
