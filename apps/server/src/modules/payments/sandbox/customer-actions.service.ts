import {
  createIntentsRepository,
  type SandboxChallenge,
  type SandboxIntent,
} from './intents.repository';
import { newId, type SandboxContext } from './sandbox-context';
import { createTokensRepository } from './tokens.repository';

/** What the customer does on the sandbox's pages, standing in for the bank and for PayPal. */
export type ChallengeOutcome = 'pass' | 'fail';
export type PayPalDecision = 'approve' | 'cancel' | 'fail';

export interface ChallengeState {
  readonly challenge: SandboxChallenge;
  readonly intent: SandboxIntent;
}

export async function findChallenge(
  ctx: SandboxContext,
  id: string,
): Promise<ChallengeState | null> {
  const intents = createIntentsRepository(ctx.db);
  const challenge = await intents.findChallenge({ id });
  const intent = challenge && (await intents.find(challenge.intentId));
  return challenge && intent ? { challenge, intent } : null;
}

export async function findPayPalIntent(
  ctx: SandboxContext,
  id: string,
): Promise<SandboxIntent | null> {
  const intent = await createIntentsRepository(ctx.db).find(id);
  return intent?.methodType === 'paypal_express_checkout' ? intent : null;
}

/** Completes a pending 3-D Secure challenge once; later submissions change nothing. */
export async function completeChallenge(
  ctx: SandboxContext,
  id: string,
  outcome: ChallengeOutcome,
): Promise<ChallengeState | null> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const intents = createIntentsRepository(trx);
    const challenge = await intents.findChallenge({ id });
    if (!challenge) return;
    if (!(await intents.completeChallenge(id, outcome === 'pass' ? 'passed' : 'failed', now)))
      return;
    await intents.transition(
      challenge.intentId,
      'requires_action',
      outcome === 'pass'
        ? { status: 'authorized' }
        : { status: 'failed', declineCode: 'authentication_failed' },
      now,
    );
  });
  return findChallenge(ctx, id);
}

/**
 * The buyer's answer on the PayPal page. Approval vaults a reusable PayPal token (a billing
 * agreement) so renewals can be charged without the buyer.
 */
export async function decidePayPal(
  ctx: SandboxContext,
  intentId: string,
  decision: PayPalDecision,
): Promise<SandboxIntent | null> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const intents = createIntentsRepository(trx);
    const intent = await intents.find(intentId);
    if (intent?.methodType !== 'paypal_express_checkout' || intent.status !== 'requires_action')
      return;
    if (decision === 'approve') {
      const tokenId = newId('tok');
      await createTokensRepository(trx).insert(
        {
          id: tokenId,
          kind: 'paypal',
          outcome: 'success',
          brand: 'paypal',
          last4: null,
          expMonth: null,
          expYear: null,
        },
        null,
        now,
      );
      await intents.transition(intentId, 'requires_action', { status: 'authorized', tokenId }, now);
    } else if (decision === 'cancel') {
      await intents.transition(
        intentId,
        'requires_action',
        { status: 'cancelled', declineCode: 'payment_cancelled' },
        now,
      );
    } else {
      await intents.transition(
        intentId,
        'requires_action',
        { status: 'failed', declineCode: 'generic_decline' },
        now,
      );
    }
  });
  return createIntentsRepository(ctx.db).find(intentId);
}
