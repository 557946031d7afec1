import type { LicenseEstimate } from '@halyard/contract';
import {
  addCalendarMonths,
  money,
  proRataSeatAmount,
  seatChangeSchedule,
  type Currency,
} from '@halyard/domain';
import { renewalTotals } from '../billing/renewal-quote';
import type { Tax } from '../tax/tax.service';
import type { BusinessPayer, BusinessRecord } from './licenses.repository';

/** The term a business subscription is in: the cycle that ends at its next payment date. */
export function termOf(record: BusinessRecord, now: Date): { start: Date; end: Date } {
  const end = record.nextPaymentDate ? new Date(record.nextPaymentDate) : now;
  return { start: addCalendarMonths(end, -record.cycleMonths), end };
}

/** What the next renewal bills: the seats it keeps at the seat price, taxed on its date. */
export function renewalOf(
  record: BusinessRecord,
  payer: BusinessPayer | null,
  tax: Tax,
  now: Date,
) {
  const seats = record.pendingSeats ?? record.seats;
  const at = record.nextPaymentDate ? new Date(record.nextPaymentDate) : now;
  const rate = payer ? tax.rateAt(payer.residence, at) : 0;
  return { seats, totals: renewalTotals([seats * record.seatPrice], record.currency, rate) };
}

export interface SeatQuote {
  readonly added: number;
  readonly seatsNow: number;
  readonly seatsAtRenewal: number;
  /** Before tax: the added seats for the rest of the term. */
  readonly proRata: number;
  readonly dueNow: ReturnType<typeof renewalTotals>;
  readonly term: { start: Date; end: Date };
}

/**
 * Issue 24 item 6 (decision 0165): a new seat count priced by the domain — added seats now, pro
 * rata for the rest of the term and taxed at the company's residence today; fewer seats at the
 * renewal (they were paid for this term).
 */
export function quoteSeats(
  record: BusinessRecord,
  requested: number,
  payer: BusinessPayer | null,
  tax: Tax,
  now: Date,
): SeatQuote {
  const schedule = seatChangeSchedule(
    { seats: record.seats, pendingSeats: record.pendingSeats },
    requested,
  );
  const term = termOf(record, now);
  const proRata = proRataSeatAmount({
    seatPrice: record.seatPrice,
    added: schedule.added,
    termStart: term.start,
    termEnd: term.end,
    now,
  });
  const rate = payer ? tax.rateAt(payer.residence, now) : 0;
  return { ...schedule, proRata, dueNow: renewalTotals([proRata], record.currency, rate), term };
}

export function estimateView(
  record: BusinessRecord,
  quote: SeatQuote,
  payer: BusinessPayer | null,
  tax: Tax,
  now: Date,
): LicenseEstimate {
  const renewal = renewalOf(
    {
      ...record,
      pendingSeats: quote.seatsAtRenewal === quote.seatsNow ? null : quote.seatsAtRenewal,
      seats: quote.seatsNow,
    },
    payer,
    tax,
    now,
  );
  return {
    current_seats: record.seats,
    seats: quote.seatsAtRenewal,
    added: quote.added,
    removed: Math.max(0, record.seats - quote.seatsAtRenewal),
    due_now: quote.dueNow.total,
    tax: quote.dueNow.tax,
    effective: quote.added > 0 ? 'now' : 'renewal',
    renewal_date: record.nextPaymentDate,
    renewal_seats: renewal.seats,
    renewal_price: renewal.totals.total,
  };
}

export const zeroOf = (currency: Currency) => money(0, currency);
