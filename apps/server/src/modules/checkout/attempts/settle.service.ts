import type { ErrorBody } from '@halyard/contract';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/http-error';
import type { Ledger } from '../../invoices/ledger.service';
import type { Mailer } from '../../mail/mailer.service';
import type {
  ChargeSource,
  PaymentGateway,
  PaymentMethodType,
} from '../../payments/payment-gateway';
import type { BuyersRepository, ResidenceColumns } from '../purchase/buyers.repository';
import type { Attempt, CheckoutAttemptsRepository } from './checkout-attempts.repository';
import type { PaymentDetails } from '../fulfilment/fulfilment.repository';
import { createReplays } from './attempt-replay';
import type { Answer, CallContext } from '../checkout-context';
import { IntentConsumedError, type Fulfilment } from '../fulfilment/fulfilment.service';
import { chargeGateway, type ChargeOutcome } from './gateway-charge.service';
import type { PaymentIntentsRepository, StoredIntent } from '../intents/payment-intents.repository';
import type { Prepared } from '../purchase/purchase.service';
import { refundOrphan } from './refund-orphan';
import { amountChanged, balanceShort, purchaseCredit } from '../purchase/purchase-credit';
import { crashPoint } from '../../../reliability/crash-points';

export interface Settlement {
  readonly attempt: Attempt;
  readonly prepared: Prepared;
  readonly intent: StoredIntent | null;
  readonly chargeKey: string;
  /** None: the credit balance pays it all (decision 0218 addendum); anything left is refused. */
  readonly source: ChargeSource | null;
  readonly methodType: PaymentMethodType;
  readonly returnUrl?: string;
  readonly residence: ResidenceColumns;
  readonly payment: () => Promise<PaymentDetails>;
}

/** Test hooks standing in for a crash (decision 0020: a checkout interrupted after the charge). */
export interface CheckoutFaults {
  afterCharge?: (attemptId: string) => void | Promise<void>;
}

export interface SettleDeps {
  readonly db: Db;
  readonly gateway: PaymentGateway;
  readonly attempts: CheckoutAttemptsRepository;
  readonly intents: PaymentIntentsRepository;
  readonly buyers: BuyersRepository;
  readonly fulfilment: Fulfilment;
  readonly ledger: Ledger;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly faults: CheckoutFaults;
}

/** Charging and committing a prepared purchase, and answering repeats with the first result. */
export function createSettlement(deps: SettleDeps) {
  const { attempts, clock } = deps;
  const { replay, adopt, consumed } = createReplays(deps);

  async function settle(ctx: CallContext, s: Settlement): Promise<Answer> {
    const { attempt, prepared } = s;
    const now = clock.now();
    const { total } = prepared.order.totals;
    // Decision 0218: a signed-in buyer's credit balance pays first, under the charge's key.
    const { userId } = prepared.buyer;
    const owner = userId ? { tenantId: ctx.tenantId, userId } : null;
    const credit = await purchaseCredit.apply(deps.db, owner, total, s.chargeKey, now);
    const due = total.unscaledValue - credit;
    // The intent was made for the amount due then; a balance that moved since changes it.
    if (s.intent && s.intent.amount !== due) {
      await purchaseCredit.restore(deps.db, s.chargeKey, now);
      throw amountChanged();
    }
    // Paid from the balance alone: a balance that no longer covers it is never charged elsewhere.
    const source = s.source;
    if (!source && due > 0) {
      await purchaseCredit.restore(deps.db, s.chargeKey, now);
      const short = balanceShort();
      // Settled like a decline: the same purchase tried again gets a new key (and a new try).
      const response = {
        status: short.status,
        body: { error: { code: short.code, message: short.message } },
      };
      const patch = { status: 'declined' as const, chargeKey: s.chargeKey, response };
      await attempts.update(deps.db, ctx.tenantId, attempt.id, patch, now);
      throw short;
    }
    crashPoint('checkout:before-charge');
    const outcome: ChargeOutcome =
      due === 0 || !source
        ? { kind: 'succeeded', chargeId: '', amount: 0, currency: total.currency }
        : await chargeGateway(
            deps.gateway,
            {
              idempotencyKey: s.chargeKey,
              amount: due,
              currency: total.currency,
              source,
              ...(s.returnUrl !== undefined && { returnUrl: s.returnUrl }),
              metadata: { purpose: 'checkout', tenantId: ctx.tenantId, attemptId: attempt.id },
            },
            s.methodType,
          );
    if (outcome.kind === 'declined') {
      await purchaseCredit.restore(deps.db, s.chargeKey, now);
      const body: ErrorBody = {
        error: { code: outcome.error.code, message: outcome.error.message },
      };
      await attempts.update(
        deps.db,
        ctx.tenantId,
        attempt.id,
        {
          status: 'declined',
          chargeKey: s.chargeKey,
          response: { status: outcome.error.status, body },
        },
        now,
      );
      if (prepared.buyer.userId)
        await deps.ledger.recordFailure(deps.db, {
          tenantId: ctx.tenantId,
          userId: prepared.buyer.userId,
          subscriptionId: prepared.target?.rowId ?? null,
          paymentMethodId: null,
          idempotencyKey: `${s.chargeKey}:declined`,
          currency: total.currency,
          amount: total.unscaledValue,
          failureCode: outcome.code,
          now,
        });
      throw outcome.error;
    }
    if (outcome.kind === 'requires_action') {
      const waiting = { status: 'requires_action' as const, chargeKey: s.chargeKey };
      await attempts.update(deps.db, ctx.tenantId, attempt.id, waiting, now);
      const body = {
        status: 'requires_action' as const,
        action: { type: outcome.type, url: outcome.url },
        paymentIntentId: s.intent?.gatewayIntentId ?? null,
        checkoutAttemptId: attempt.id,
      };
      return { status: 202, body };
    }
    await deps.faults.afterCharge?.(attempt.id);
    crashPoint('checkout:after-charge');
    try {
      const committed = await deps.fulfilment.commit({
        prepared,
        brand: ctx.brand,
        attemptId: attempt.id,
        intent: s.intent,
        chargeKey: s.chargeKey,
        charged: { id: outcome.chargeId, amount: outcome.amount, currency: outcome.currency },
        payment: await s.payment(),
        residence: s.residence,
      });
      crashPoint('checkout:after-commit');
      deps.mailer.kick();
      if (committed.signedUp && !ctx.sessionUserId) await ctx.startSession?.(committed.userId);
      return { status: 200, body: committed.result };
    } catch (error) {
      if (error instanceof IntentConsumedError && s.intent)
        return consumed(ctx, attempt, s.intent.gatewayIntentId);
      const twin = await attempts.succeededWithKey(ctx.tenantId, s.chargeKey);
      if (twin) return adopt(ctx, attempt, twin);
      if (error instanceof HttpError) {
        await refundOrphan(deps, ctx.tenantId, attempt.id, outcome.chargeId, s.chargeKey, error);
        await purchaseCredit.restore(deps.db, s.chargeKey, clock.now());
      }
      throw error;
    }
  }

  return { replay, adopt, consumed, settle };
}

export type SettlementService = ReturnType<typeof createSettlement>;
