import type { Db } from '../../db/database';
import type { Ledger } from '../invoices/ledger.service';
import type { Mailer } from '../mail/mailer.service';
import type { ChargeResult, PaymentGateway } from '../payments/payment-gateway';
import type { Tax } from '../tax/tax.service';
import type { BillableRow } from './billable-row';
import type { Lease, RenewalRepository } from './renewal.repository';
import type { RenewalQuote } from './renewal-quote';

// What the renewal steps (charge, booking, decline, authentication) share. It lives below
// renewal.service.ts so that the steps do not import the service that calls them (no cycle).

/** The period a charge pays: from the due date to the next, and the anchor they count from. */
export interface DuePeriod {
  readonly current: string;
  readonly next: string;
  readonly anchor: string;
}

export interface CollectOptions {
  readonly now: Date;
  /** `renewal` for the engine (keeps the dunning schedule), `collect` for a portal retry. */
  readonly mode: 'renewal' | 'collect';
  /** Charge this stored method instead of the subscription's (and keep it for renewals). */
  readonly method?: NonNullable<BillableRow['method']>;
}

/** One charge of a due period, before it is booked. `result` null: the gateway did not answer. */
export interface Attempt {
  readonly row: BillableRow;
  readonly lease: Lease;
  readonly o: CollectOptions;
  readonly key: string;
  /** What is charged: the quote's total, tax included, less the credit applied. */
  readonly amount: number;
  /** What the credit balance paid of the quote's total (decision 0217). */
  readonly credit?: number;
  readonly period: DuePeriod;
  readonly quote: RenewalQuote;
  readonly result: ChargeResult | null;
}

export interface RenewalDeps {
  readonly db: Db;
  readonly gateway: PaymentGateway;
  readonly ledger: Ledger;
  readonly mailer: Mailer;
  readonly renewals: RenewalRepository;
  readonly tax: Tax;
  readonly settings: { readonly retryDays: readonly number[]; readonly publicUrl: string };
}

/** Another owner booked the period meanwhile (a lease lapsed); this attempt's money goes back. */
export class LostBooking extends Error {}
