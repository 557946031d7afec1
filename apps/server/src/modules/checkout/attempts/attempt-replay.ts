import type { CheckoutResult, ErrorBody } from '@halyard/contract';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/http-error';
import type { Attempt, CheckoutAttemptsRepository } from './checkout-attempts.repository';
import type { Answer, CallContext } from '../checkout-context';
import { intentAlreadyUsed } from '../checkout-errors';
import type { PaymentIntentsRepository } from '../intents/payment-intents.repository';

export interface ReplayDeps {
  readonly db: Db;
  readonly attempts: CheckoutAttemptsRepository;
  readonly intents: PaymentIntentsRepository;
  readonly clock: Clock;
}

/**
 * Answers that repeat an earlier one (decision 0020): a repeated attempt id, a twin attempt of
 * the same purchase under a new attempt id, a purchase whose payment intent is consumed.
 */
export function createReplays(deps: ReplayDeps) {
  const { attempts, clock } = deps;

  /**
   * A repeat gets the first answer and nothing else: no session (issue 14 finding 6, decision
   * 0107). Only the call that created the guest account signed its buyer in; a replay by anyone
   * holding the attempt id or the intent would otherwise sign in to a passwordless account.
   */
  async function replay(_ctx: CallContext, first: Attempt): Promise<Answer> {
    const response = first.response;
    if (!response) throw intentAlreadyUsed();
    if (response.status >= 400) {
      const { error } = response.body as ErrorBody;
      throw new HttpError(response.status, error.code, error.message, error.fields);
    }
    return { status: 200, body: response.body as CheckoutResult };
  }

  /** This attempt is a twin of one that committed the same purchase: it answers the same. */
  async function adopt(ctx: CallContext, attempt: Attempt, first: Attempt): Promise<Answer> {
    if (first.id !== attempt.id && first.response)
      await attempts.update(
        deps.db,
        ctx.tenantId,
        attempt.id,
        { status: first.status, chargeKey: first.chargeKey ?? undefined, response: first.response },
        clock.now(),
      );
    return replay(ctx, first);
  }

  /** The intent was consumed: by this same purchase (replay it) or by another one (409). */
  async function consumed(ctx: CallContext, attempt: Attempt, gatewayIntentId: string) {
    const intent = await deps.intents.find(ctx.tenantId, gatewayIntentId);
    const first = intent?.consumedBy ? await attempts.find(ctx.tenantId, intent.consumedBy) : null;
    if (!first || first.payloadHash !== attempt.payloadHash) throw intentAlreadyUsed();
    return adopt(ctx, attempt, first);
  }

  return { replay, adopt, consumed };
}
