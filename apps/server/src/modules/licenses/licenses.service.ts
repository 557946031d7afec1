import type { BusinessSubscription, ScaledAmount } from '@halyard/contract';
import {
  money,
  PAYMENT_ERROR_MESSAGES,
  paymentErrorKeyForDecline,
  planSeatChange,
  SEAT_REFUSAL_MESSAGES,
  type SeatChange,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import type { AuthUser } from '../../http/auth-user';
import { buyerParty } from '../invoices/invoices.repository';
import { paymentSummary, type Ledger } from '../invoices/ledger.service';
import type { Executor } from '../../db/executor';
import { GatewayUnavailableError } from '../payments/gateway-errors';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { Tax } from '../tax/tax.service';
import { addedSeatsLine } from './business-lines';
import type { BusinessPayer, BusinessRecord, LicensesRepository } from './licenses.repository';
import { estimateView, quoteSeats, renewalOf, type SeatQuote } from './seat-billing';

export interface LicensesDeps {
  readonly db: Db;
  readonly licenses: LicensesRepository;
  readonly clock: Clock;
  readonly tax: Tax;
  readonly gateway: PaymentGateway;
  readonly ledger: Ledger;
}

function view(record: BusinessRecord, payer: BusinessPayer | null, tax: Tax, now: Date) {
  const renewal = renewalOf(record, payer, tax, now);
  const subscription: BusinessSubscription = {
    id: record.id,
    is_chargebee: record.isChargebee,
    seats: record.seats,
    assigned: record.licenses.filter((l) => l.email !== null).length,
    auto_billing_enabled: record.autobill,
    next_payment_date: record.nextPaymentDate,
    licenses: record.licenses.map((l) => ({
      id: l.id,
      assignee_email: l.email,
      assigned_at: l.assignedAt,
    })),
    seat_price: money(record.seatPrice, record.currency),
    cycle_months: record.cycleMonths,
    pending_seats: record.pendingSeats,
    renewal_price: renewal.totals.total,
  };
  return subscription;
}

const sameAmount = (a: ScaledAmount | undefined, b: ScaledAmount) =>
  a !== undefined && a.unscaledValue === b.unscaledValue && a.currency === b.currency;

/**
 * spec §7 licenses calls (decisions 0034, 0165): a user without a business subscription gets
 * 404. Added seats are charged at once, pro rata for the rest of the term, after the customer
 * confirmed the amount (`expected_amount`, 409 otherwise); fewer seats take effect at renewal.
 */
export function createLicensesService(deps: LicensesDeps) {
  const { db, licenses, tax } = deps;

  async function mine(executor: Executor, user: AuthUser): Promise<BusinessRecord> {
    const found = await licenses.find(executor, user.tenantId, user.id);
    if (!found) throw notFound('Business subscription');
    return found;
  }
  const payerOf = (user: AuthUser, record: BusinessRecord) =>
    licenses.payer(db, user.tenantId, user.id, record.paymentMethodId);
  const answer = async (user: AuthUser, record: BusinessRecord) => ({
    business_subscription: view(record, await payerOf(user, record), tax, deps.clock.now()),
  });

  function checkedPlan(record: BusinessRecord, change: SeatChange) {
    const assigned = record.licenses.flatMap((l) => (l.email === null ? [] : [l.email]));
    const plan = planSeatChange({ seats: record.seats, assigned }, change);
    if (!plan.ok)
      throw new HttpError(
        422,
        plan.reason.replaceAll('-', '_'),
        SEAT_REFUSAL_MESSAGES[plan.reason],
      );
    return plan.value;
  }

  /** Charges the added seats; answers the gateway's charge (refused answers are thrown). */
  async function chargeSeats(record: BusinessRecord, quote: SeatQuote, payer: BusinessPayer) {
    const token = payer.method?.token;
    if (!token)
      throw new HttpError(409, 'no_stored_payment_method', 'Add a payment method to add seats.');
    const key = `seats:${record.id}:${record.seats}:${quote.seatsNow}:${record.nextPaymentDate}`;
    let result;
    try {
      result = await deps.gateway.charge({
        idempotencyKey: key,
        amount: quote.dueNow.total.unscaledValue,
        currency: record.currency,
        source: { type: 'token', token },
        metadata: { business_subscription_id: record.id },
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      throw new HttpError(502, 'credit_card_payment_gateway_error', 'Try again in a moment.');
    }
    if (result.status !== 'succeeded') {
      const code = result.status === 'declined' ? result.declineCode : 'authentication_required';
      const errorKey = paymentErrorKeyForDecline(code);
      throw new HttpError(402, errorKey, PAYMENT_ERROR_MESSAGES[errorKey]);
    }
    return {
      key,
      charged: { id: result.chargeId, amount: result.amount, currency: result.currency },
    };
  }

  return {
    async get(user: AuthUser) {
      return answer(user, await mine(db, user));
    },

    async estimate(user: AuthUser, seats: number) {
      const now = deps.clock.now();
      const record = await mine(db, user);
      checkedPlan(record, { seats });
      const payer = await payerOf(user, record);
      return estimateView(record, quoteSeats(record, seats, payer, tax, now), payer, tax, now);
    },

    async update(user: AuthUser, change: SeatChange & { expected_amount?: ScaledAmount }) {
      const now = deps.clock.now();
      const current = await mine(db, user);
      checkedPlan(current, change);
      const requested = change.seats ?? current.pendingSeats ?? current.seats;
      const payer = await payerOf(user, current);
      const quote = quoteSeats(current, requested, payer, tax, now);
      let paid: Awaited<ReturnType<typeof chargeSeats>> | null = null;
      if (quote.added > 0) {
        if (!sameAmount(change.expected_amount, quote.dueNow.total))
          throw new HttpError(
            409,
            'seat_charge_unconfirmed',
            `Adding ${quote.added} seat(s) costs ${(quote.dueNow.total.unscaledValue / 100).toFixed(2)} ${current.currency} now, for the rest of the term. Confirm the amount to add them.`,
            { expected_amount: 'Confirm the amount charged now.' },
          );
        paid = await chargeSeats(current, quote, payer as BusinessPayer);
      }
      const updated = await db
        .transaction()
        .execute(async (trx) => {
          const record = await mine(trx, user);
          if (record.seats !== current.seats)
            throw new HttpError(409, 'seats_changed', 'The seats changed meanwhile. Try again.');
          // Fewer seats stay until the renewal: the plan keeps today's count, the renewal the new.
          const plan = { ...checkedPlan(record, change), seats: quote.seatsNow };
          if (!(await licenses.apply(trx, user.tenantId, record, plan, now)))
            throw new HttpError(409, 'seats_changed', 'The seats changed meanwhile. Try again.');
          await licenses.setPending(
            trx,
            record.id,
            quote.seatsAtRenewal < quote.seatsNow ? quote.seatsAtRenewal : null,
          );
          if (paid && payer)
            await deps.ledger.recordPayment(trx, {
              tenantId: user.tenantId,
              userId: user.id,
              subscriptionId: null,
              paymentMethodId: payer.method?.id ?? null,
              charged: paid.charged,
              idempotencyKey: paid.key,
              currency: record.currency,
              lines: [
                addedSeatsLine(
                  now.toISOString(),
                  quote.term.end.toISOString(),
                  quote.added,
                  quote.proRata,
                ),
              ],
              totals: quote.dueNow,
              shares: [],
              paymentSummary: payer.method ? paymentSummary(payer.method) : null,
              buyer: buyerParty(payer.email, payer.residence),
              now,
            });
          return mine(trx, user);
        })
        .catch(async (error: unknown) => {
          // The same confirmed request sent twice at once: the gateway charged once (one key), the
          // first recorded it; the twin answers as its replay rather than "seats changed".
          if (paid && error instanceof HttpError && error.code === 'seats_changed')
            if (await licenses.chargeRecorded(db, paid.key)) return mine(db, user);
          throw error;
        });
      return answer(user, updated);
    },

    async setAutobill(user: AuthUser, on: boolean) {
      const current = await mine(db, user);
      await licenses.setAutobill(current.id, on);
      return answer(user, await mine(db, user));
    },
  };
}

export type LicensesService = ReturnType<typeof createLicensesService>;
