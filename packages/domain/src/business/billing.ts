import type { Currency } from '../money/currency';
import { MS_PER_DAY } from '../shared/time';

/**
 * Business billing (issue 24 item 6, decision 0165). Spec §9 has no business prices: a seat costs
 * this much a month, billed for a term of BUSINESS_TERM_MONTHS, per seat.
 */
export const BUSINESS_SEAT_MONTHLY: Record<Currency, number> = { USD: 500, EUR: 500, GBP: 450 };
export const BUSINESS_TERM_MONTHS = 12;

/** A seat's price for a whole term, in minor units. */
export const businessSeatPrice = (currency: Currency, months = BUSINESS_TERM_MONTHS) =>
  BUSINESS_SEAT_MONTHLY[currency] * months;

/**
 * Seats added during a term pay for what is left of it, by the day (a day begun counts whole):
 * `added × seat price × days left ÷ days in the term`, rounded to the minor unit.
 */
export function proRataSeatAmount(p: {
  readonly seatPrice: number;
  readonly added: number;
  readonly termStart: Date;
  readonly termEnd: Date;
  readonly now: Date;
}): number {
  if (p.added <= 0) return 0;
  const termDays = Math.max(
    1,
    Math.round((p.termEnd.getTime() - p.termStart.getTime()) / MS_PER_DAY),
  );
  const leftMs = Math.max(0, p.termEnd.getTime() - p.now.getTime());
  const leftDays = Math.min(termDays, Math.ceil(leftMs / MS_PER_DAY));
  return Math.round((p.added * p.seatPrice * leftDays) / termDays);
}

/**
 * When a seat count takes effect: added seats at once (charged pro rata), removed seats at the
 * renewal (they were paid for the term). Answers the seats now and the seats the renewal bills.
 */
export function seatChangeSchedule(
  current: { readonly seats: number; readonly pendingSeats: number | null },
  requested: number,
): { readonly added: number; readonly seatsNow: number; readonly seatsAtRenewal: number } {
  if (requested > current.seats)
    return { added: requested - current.seats, seatsNow: requested, seatsAtRenewal: requested };
  return { added: 0, seatsNow: current.seats, seatsAtRenewal: requested };
}
