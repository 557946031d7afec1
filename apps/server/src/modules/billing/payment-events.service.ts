import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Ledger } from '../invoices/ledger.service';
import type { Mailer } from '../mail/mailer.service';
import { GatewayUnavailableError } from '../payments/gateway-errors';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { EventOutcome, ProviderEvent } from '../payments/provider-events';
import type { ProviderEvents } from '../payments/provider-events.service';
import { amountText } from './billing-mail';
import { bookDashboardRefund } from './dashboard-refunds';
import { createDashboardRefundsRepository } from './dashboard-refunds.repository';
import { createDisputesRepository, type DisputedCharge } from './disputes.repository';

export interface OperatorSettings {
  /** OPERATOR_EMAIL: who hears of disputes (decision 0153). */
  readonly email: string | null;
  readonly language: string;
}

type Dispute = Extract<ProviderEvent, { kind: 'dispute' }>;
type Refunded = Extract<ProviderEvent, { kind: 'charge_refunded' }>;
type Detached = Extract<ProviderEvent, { kind: 'method_detached' }>;

const done = (note: string): EventOutcome => ({ status: 'processed', note });
const later = (note: string): EventOutcome => ({ status: 'deferred', note });
const nothing = (note: string): EventOutcome => ({ status: 'ignored', note });

/**
 * What the billing side does with a provider's events (decision 0153). Each handler is
 * idempotent and order-independent: a dispute moves only from open to closed (a late "created"
 * after "closed" changes nothing); a refund is booked once by its id; an event about a charge our
 * ledger does not hold yet waits (deferred) and is tried again by the reconciliation tick.
 */
export function registerPaymentEventHandlers(
  events: ProviderEvents,
  deps: {
    db: Db;
    gateway: PaymentGateway;
    ledger: Ledger;
    mailer: Mailer;
    clock: Clock;
    operator: OperatorSettings;
    log: FastifyBaseLogger;
  },
): void {
  const { db, clock, operator } = deps;
  const disputes = createDisputesRepository(db);
  const refunds = createDashboardRefundsRepository(db);

  function noticeValues(e: Dispute, charge: DisputedCharge) {
    return {
      amount: amountText(e.amount, e.currency, operator.language),
      reason: e.reason.replaceAll('_', ' '),
      customer: charge.email ?? '—',
      invoice: charge.invoiceNumber ?? '—',
      subscription: charge.subscriptionPublicId ?? '—',
      charge: e.chargeId,
      dispute: e.disputeId,
      provider: e.provider === 'stripe' ? 'Stripe' : e.provider,
    };
  }

  async function notify(
    executor: Parameters<Mailer['enqueue']>[0],
    charge: DisputedCharge,
    kind: 'dispute_opened' | 'dispute_won' | 'dispute_lost',
    values: ReturnType<typeof noticeValues>,
  ) {
    if (!operator.email) {
      deps.log.warn({ dispute: values.dispute }, 'dispute notice not sent: OPERATOR_EMAIL unset');
      return;
    }
    const recipient = {
      tenantId: charge.tenantId,
      userId: null,
      email: operator.email,
      brand: charge.brand,
      language: operator.language,
    };
    if (kind === 'dispute_opened') await deps.mailer.enqueue(executor, recipient, kind, values);
    else
      await deps.mailer.enqueue(executor, recipient, kind, {
        amount: values.amount,
        customer: values.customer,
        invoice: values.invoice,
        dispute: values.dispute,
        provider: values.provider,
      });
  }

  /** Opened: the payment marked disputed, renewal held, the operator told. Closed: released or not. */
  events.on('dispute', async (e) => {
    const charge = await disputes.charge(e.chargeId);
    if (!charge) return later(`charge ${e.chargeId} is not in the ledger yet`);
    const now = clock.now();
    const values = noticeValues(e, charge);
    const outcome = await db.transaction().execute(async (trx) => {
      const fresh = await disputes.insert(
        trx,
        charge,
        {
          gatewayDisputeId: e.disputeId,
          gatewayChargeId: e.chargeId,
          amount: e.amount,
          currency: e.currency,
          reason: e.reason,
          status: e.status,
          at: e.occurredAt,
        },
        now,
      );
      if (fresh && e.status === 'open') {
        if (charge.subscriptionId)
          await disputes.holdAutobill(trx, e.disputeId, charge.subscriptionId, now);
        await notify(trx, charge, 'dispute_opened', values);
        return done('dispute opened: payment marked disputed, renewal held');
      }
      if (fresh) {
        // Closed before we heard it opened: nothing to hold or release.
        await notify(trx, charge, e.status === 'won' ? 'dispute_won' : 'dispute_lost', values);
        return done(`dispute recorded closed (${e.status})`);
      }
      if (e.status === 'open') return nothing('dispute already known');
      const closed = await disputes.close(trx, e.disputeId, e.status, e.occurredAt, now);
      if (!closed) return nothing('dispute already closed');
      if (e.status === 'won' && closed.held && closed.subscriptionId)
        await disputes.releaseAutobill(trx, closed.subscriptionId, now);
      await notify(trx, charge, e.status === 'won' ? 'dispute_won' : 'dispute_lost', values);
      return done(`dispute closed (${e.status})`);
    });
    deps.mailer.kick();
    return outcome;
  });

  /**
   * A refund made outside our app (the provider's dashboard) becomes credit notes in proportion
   * to what the charge paid for; refunds our server made are booked by the refund processor
   * under their own keys. The provider is asked for the charge's refunds: the event is only the
   * nudge.
   */
  events.on('charge_refunded', async (e: Refunded) => {
    const paid = await refunds.paidCharge(e.chargeId);
    if (!paid) return later(`charge ${e.chargeId} is not in the ledger yet`);
    let listed;
    try {
      listed = await deps.gateway.listRefunds(e.chargeId);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) return later('the provider did not answer');
      throw error;
    }
    const theirs = listed.filter((r) => !r.ours);
    if (theirs.length === 0) return nothing('every refund of the charge is ours');
    const known = await refunds.booked(
      db,
      theirs.map((r) => r.refundId),
    );
    let count = 0;
    for (const refund of theirs.filter((r) => !known.has(r.refundId))) {
      // Re-read: each booking changes what the charge has left.
      const fresh = await refunds.paidCharge(e.chargeId);
      const booked = fresh && (await bookDashboardRefund(deps, fresh, refund, clock.now()));
      if (booked === null) return later(`refund ${refund.refundId} exceeds what the ledger holds`);
      if (booked) count++;
    }
    return count
      ? done(`${count} refund(s) from the provider's dashboard booked`)
      : nothing('refunds already booked');
  });

  /** A method the provider no longer charges: renewals see no method and ask for a new one. */
  events.on('method_detached', async (e: Detached) => {
    const result = await db
      .updateTable('payment_methods')
      .set({ detached_at: clock.now().toISOString() })
      .where('gateway_token', '=', e.token)
      .where('detached_at', 'is', null)
      .executeTakeFirst();
    const count = Number(result.numUpdatedRows);
    return count ? done(`${count} stored method(s) detached`) : nothing('no stored method uses it');
  });
}
