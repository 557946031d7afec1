import { GatewayRequestError } from '../gateway-errors';
import type { CreatePaymentIntentInput, DeclineCode, PaymentIntent } from '../payment-gateway';
import {
  createIntentsRepository,
  type SandboxIntent,
  type SandboxIntentStatus,
} from './intents.repository';
import { checkAmount, checkIdempotencyKey, fingerprintOf } from '../request-checks';
import { safeReturnPath } from '../return-path';
import { isExpired, newId, type SandboxContext } from './sandbox-context';
import type { TestOutcome } from './test-cards';
import { createTokensRepository, type SandboxToken } from './tokens.repository';

export const SANDBOX_PREFIX = '/sandbox-gateway';

const withReturnUrl = (path: string, returnUrl: string | null) =>
  returnUrl ? `${path}?return_url=${encodeURIComponent(returnUrl)}` : path;

/** What a token does when charged now: a card past its expiry is declined whatever it is. */
export function outcomeAt(token: SandboxToken, now: Date): TestOutcome {
  if (token.kind === 'paypal') return 'success';
  if (isExpired(token.expMonth, token.expYear, now)) return 'expired_card';
  return token.outcome;
}

/** The port's view of an intent, with the page the customer must visit while it waits. */
export async function viewIntent(
  ctx: SandboxContext,
  intent: SandboxIntent,
): Promise<PaymentIntent & { readonly status: SandboxIntentStatus }> {
  let actionUrl: string | null = null;
  if (intent.status === 'requires_action') {
    if (intent.methodType === 'paypal_express_checkout') {
      actionUrl = withReturnUrl(`${SANDBOX_PREFIX}/paypal/${intent.id}`, intent.returnUrl);
    } else {
      const challenge = await createIntentsRepository(ctx.db).findChallenge({
        intentId: intent.id,
      });
      if (challenge)
        actionUrl = withReturnUrl(`${SANDBOX_PREFIX}/3ds/${challenge.id}`, intent.returnUrl);
    }
  }
  const authorised = intent.status === 'authorized' || intent.status === 'succeeded';
  return {
    id: intent.id,
    methodType: intent.methodType,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    actionUrl,
    declineCode: intent.declineCode,
    paymentSource: authorised ? intent.tokenId : null,
    providerClientSecret: null,
  };
}

interface InitialState {
  readonly status: SandboxIntentStatus;
  readonly tokenId: string | null;
  readonly declineCode: DeclineCode | null;
  readonly challenge: boolean;
}

/** Card and wallet intents authorise their token now; a 3-D Secure card opens a challenge. */
async function initialState(
  ctx: SandboxContext,
  input: CreatePaymentIntentInput,
  offSession: boolean,
): Promise<InitialState> {
  if (input.methodType === 'paypal_express_checkout') {
    if (input.token)
      throw new GatewayRequestError('invalid_request', 'PayPal intents take no token.');
    return { status: 'requires_action', tokenId: null, declineCode: null, challenge: false };
  }
  const token = input.token ? await createTokensRepository(ctx.db).find(input.token) : null;
  if (!token) throw new GatewayRequestError('unknown_token', 'No such payment source token.');
  if (token.kind !== input.methodType)
    throw new GatewayRequestError(
      'invalid_request',
      `A ${token.kind} token cannot pay a ${input.methodType} intent.`,
    );
  const outcome = outcomeAt(token, ctx.clock.now());
  const base = { tokenId: token.id, declineCode: null, challenge: false };
  if (outcome === 'three_d_secure') return { ...base, status: 'requires_action', challenge: true };
  // With the customer present the off-session card needs no challenge; without, it does.
  if (outcome === 'three_d_secure_off_session')
    return offSession
      ? { ...base, status: 'requires_action', challenge: true }
      : { ...base, status: 'authorized' };
  if (outcome === 'success') return { ...base, status: 'authorized' };
  return { ...base, status: 'failed', declineCode: outcome };
}

export async function createIntent(
  ctx: SandboxContext,
  input: CreatePaymentIntentInput,
  /** The intent of a merchant-initiated charge (a renewal): nobody is there (decision 0182). */
  offSession = false,
): Promise<SandboxIntent> {
  checkAmount(input.amount, input.currency);
  checkIdempotencyKey(input.idempotencyKey, false);
  if (input.returnUrl !== undefined && !safeReturnPath(input.returnUrl))
    throw new GatewayRequestError('invalid_request', 'returnUrl must be a path on this site.');
  const repo = createIntentsRepository(ctx.db);
  const fingerprint = fingerprintOf([
    input.methodType,
    input.amount,
    input.currency,
    input.token ?? null,
  ]);
  const replay = async (): Promise<SandboxIntent | null> => {
    const existing = input.idempotencyKey ? await repo.findByKey(input.idempotencyKey) : null;
    if (existing && existing.fingerprint !== fingerprint)
      throw new GatewayRequestError(
        'idempotency_key_reused',
        'This idempotency key was used with another request.',
      );
    return existing;
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const state = await initialState(ctx, input, offSession);
  const now = ctx.clock.now();
  const intent: SandboxIntent = {
    id: newId('pi'),
    methodType: input.methodType,
    amount: input.amount,
    currency: input.currency,
    status: state.status,
    declineCode: state.declineCode,
    tokenId: state.tokenId,
    returnUrl: input.returnUrl ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    fingerprint: input.idempotencyKey ? fingerprint : null,
  };
  const inserted = await ctx.db.transaction().execute(async (trx) => {
    const intents = createIntentsRepository(trx);
    if (!(await intents.insert(intent, now))) return false;
    if (state.challenge)
      await intents.insertChallenge(
        { id: newId('chl'), intentId: intent.id, status: 'pending' },
        now,
      );
    return true;
  });
  return inserted ? intent : ((await replay()) as SandboxIntent);
}
