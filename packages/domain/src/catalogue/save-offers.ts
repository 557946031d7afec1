import type { Currency } from '../money/currency';
import { money, percentOf, subtract, type Money } from '../money/money';
import { isOneOf } from '../shared/one-of';

/**
 * Issue 21 item 4: why a customer turns auto-renew off. The step is optional; "other" may carry
 * a short text. Stored for reporting with the outcome of the offer, if one was shown.
 */
export const CANCELLATION_REASONS = [
  'too_expensive',
  'not_using',
  'technical_problems',
  'switching_provider',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** The longest "other" text kept (the reasons are for reporting, not a support channel). */
export const CANCELLATION_TEXT_MAX = 500;

/** The save offers of the catalogue: a discounted next renewal, or a move to a shorter plan. */
export type SaveOffer =
  | { readonly id: 'renewal-discount-25'; readonly kind: 'renewal_discount'; readonly percent: 25 }
  | { readonly id: 'monthly-plan'; readonly kind: 'shorter_plan'; readonly months: 1 };
export type SaveOfferId = SaveOffer['id'];

export const SAVE_OFFERS: Record<SaveOfferId, SaveOffer> = {
  'renewal-discount-25': { id: 'renewal-discount-25', kind: 'renewal_discount', percent: 25 },
  'monthly-plan': { id: 'monthly-plan', kind: 'shorter_plan', months: 1 },
};

/**
 * At most one offer per reason (decision 0183): the price → a discount on the next renewal;
 * leaving for a competitor → the same; not using it → a shorter commitment (monthly, same tier)
 * from the next renewal; technical problems and "other" → no offer (a discount does not fix a
 * connection; the help centre does).
 */
export const SAVE_OFFER_FOR_REASON: Record<CancellationReason, SaveOfferId | null> = {
  too_expensive: 'renewal-discount-25',
  switching_provider: 'renewal-discount-25',
  not_using: 'monthly-plan',
  technical_problems: null,
  other: null,
};

/** What decides whether an offer can be made to this subscription. */
export interface SaveOfferSubject {
  readonly state: string;
  readonly autobill: boolean;
  readonly cycleMonths: number;
  /** A renewal discount already waits for the next renewal. */
  readonly discountPending: boolean;
  /** Billed by us (not an app store or a partner). */
  readonly billedByUs: boolean;
}

/**
 * The one offer for a reason, or null: only a paid, running subscription being turned off gets
 * one (not a trial: nothing was paid yet), a discount only when none is waiting already, and a
 * shorter plan only when there is a shorter one.
 */
export function saveOfferFor(
  reason: CancellationReason | null | undefined,
  sub: SaveOfferSubject,
): SaveOffer | null {
  if (!reason || sub.state !== 'active' || !sub.autobill || !sub.billedByUs) return null;
  const id = SAVE_OFFER_FOR_REASON[reason];
  if (id === null) return null;
  const offer = SAVE_OFFERS[id];
  if (offer.kind === 'renewal_discount' && sub.discountPending) return null;
  if (offer.kind === 'shorter_plan' && sub.cycleMonths <= offer.months) return null;
  return offer;
}

/** The plan's renewal amount with a renewal discount: `percent` % off, rounded half up. */
export function discountedRenewal(amount: number, currency: Currency, percent: number): Money {
  const regular = money(amount, currency);
  return subtract(regular, percentOf(regular, percent));
}

/** A known cancellation reason. */
export function isCancellationReason(value: unknown): value is CancellationReason {
  return isOneOf(CANCELLATION_REASONS, value);
}
