import { GatewayRequestError, intentConsumed } from '../gateway-errors';
import type { ChargeInput, ChargeResult } from '../payment-gateway';
import { createChargesRepository, type SandboxCharge } from './charges.repository';
import { declinedResult } from '../decline-messages';
import { createIntentsRepository, type SandboxIntent } from './intents.repository';
import { createIntent, outcomeAt, viewIntent } from './intents.service';
import { checkAmount, checkIdempotencyKey, fingerprintOf } from '../request-checks';
import { newChargeId, type SandboxContext } from './sandbox-context';
import { createTokensRepository, type SandboxToken } from './tokens.repository';

type Attempt = Pick<SandboxCharge, 'status' | 'declineCode' | 'tokenId' | 'intentId'> & {
  /** The payment intent as the attempt read it, so the answer need not read it again. */
  readonly intent?: SandboxIntent;
};

/** A stored card charged without a return path: merchant-initiated (a renewal), nobody present. */
const offSession = (input: ChargeInput) =>
  input.source.type === 'token' && input.returnUrl === undefined;

/**
 * A charge waiting for the customer. Off-session there is no page to send anyone to (Stripe's
 * `authentication_required`); the same charge made again with a return path — the customer is
 * back — answers the challenge page, returning there (issue 21 item 3, decision 0182).
 */
async function requiresAction(
  ctx: SandboxContext,
  intent: SandboxIntent,
  input: ChargeInput,
): Promise<ChargeResult> {
  if (offSession(input))
    return { status: 'requires_action', challengeUrl: null, intentId: intent.id };
  const returnUrl = intent.returnUrl ?? input.returnUrl ?? null;
  const view = await viewIntent(ctx, { ...intent, returnUrl });
  return { status: 'requires_action', challengeUrl: view.actionUrl ?? '', intentId: intent.id };
}

/**
 * The answer a stored charge gives, settling it first if the customer has acted since. `known` is
 * the intent as just read (a new charge): a settlement that took is answered without a re-read;
 * one that lost a race reads the charge again (issue 19 item 3: two statements fewer a checkout).
 */
async function answer(
  ctx: SandboxContext,
  charge: SandboxCharge,
  input: ChargeInput,
  known?: SandboxIntent,
): Promise<ChargeResult> {
  if (charge.status === 'succeeded')
    return {
      status: 'succeeded',
      chargeId: charge.id,
      amount: charge.amount,
      currency: charge.currency,
    };
  if (charge.status === 'declined') return declinedResult(charge.declineCode ?? 'generic_decline');
  const intent =
    known?.id === charge.intentId
      ? known
      : await createIntentsRepository(ctx.db).find(charge.intentId ?? '');
  if (!intent) throw new GatewayRequestError('unknown_payment_intent', 'No such payment intent.');
  if (intent.status === 'requires_action') return requiresAction(ctx, intent, input);
  const now = ctx.clock.now();
  if (intent.status === 'authorized') {
    const took = await ctx.db.transaction().execute(async (trx) => {
      const intents = createIntentsRepository(trx);
      if (!(await intents.transition(intent.id, 'authorized', { status: 'succeeded' }, now)))
        return false;
      return createChargesRepository(trx).settle(charge.id, { status: 'succeeded' }, now);
    });
    if (took) return answer(ctx, { ...charge, status: 'succeeded', declineCode: null }, input);
  } else if (intent.status !== 'succeeded') {
    const code = intent.declineCode ?? 'generic_decline';
    const took = await createChargesRepository(ctx.db).settle(
      charge.id,
      { status: 'declined', declineCode: code },
      now,
    );
    if (took) return declinedResult(code);
  }
  const settled = await createChargesRepository(ctx.db).find(charge.id);
  if (!settled || settled.status === 'requires_action') throw intentConsumed();
  return answer(ctx, settled, input);
}

const unknownToken = () =>
  new GatewayRequestError('unknown_token', 'No such payment source token.');

/** A stored card's charge that is decided at once (null: the bank wants the customer first). */
function decidedAt(token: SandboxToken, input: ChargeInput, now: Date): Attempt | null {
  const outcome = outcomeAt(token, now);
  const frictionless = outcome === 'three_d_secure_off_session' && !offSession(input);
  if (outcome === 'success' || frictionless)
    return { status: 'succeeded', declineCode: null, tokenId: token.id, intentId: null };
  if (outcome !== 'three_d_secure' && outcome !== 'three_d_secure_off_session')
    return { status: 'declined', declineCode: outcome, tokenId: token.id, intentId: null };
  return null;
}

/** What a new charge does, from the test card's outcome or the payment intent's state. */
async function attempt(ctx: SandboxContext, input: ChargeInput): Promise<Attempt> {
  const { source } = input;
  if (source.type === 'token') {
    const token = await createTokensRepository(ctx.db).find(source.token);
    if (!token) throw unknownToken();
    const decided = decidedAt(token, input, ctx.clock.now());
    if (decided) return decided;
    const intent = await createIntent(
      ctx,
      {
        methodType: 'card',
        amount: input.amount,
        currency: input.currency,
        token: token.id,
        ...(input.returnUrl !== undefined && { returnUrl: input.returnUrl }),
      },
      offSession(input),
    );
    return { status: 'requires_action', declineCode: null, tokenId: token.id, intentId: intent.id };
  }
  const intent = await createIntentsRepository(ctx.db).find(source.intentId);
  if (!intent) throw new GatewayRequestError('unknown_payment_intent', 'No such payment intent.');
  // An intent pays exactly its amount (decision 0101): no amount is "any amount".
  if (intent.currency !== input.currency || intent.amount !== input.amount)
    throw new GatewayRequestError(
      'amount_mismatch',
      'The charge does not match the payment intent.',
    );
  if (intent.status === 'succeeded') throw intentConsumed();
  // An authorised intent is claimed when the charge is stored (answer() settles it atomically).
  const waiting = intent.status === 'requires_action' || intent.status === 'authorized';
  return waiting
    ? {
        status: 'requires_action',
        declineCode: null,
        tokenId: intent.tokenId,
        intentId: intent.id,
        intent,
      }
    : {
        status: 'declined',
        declineCode: intent.declineCode,
        tokenId: null,
        intentId: intent.id,
        intent,
      };
}

/** The request's checks, and the fingerprint a retry under the same key must match. */
function fingerprintChecked(input: ChargeInput): string {
  checkIdempotencyKey(input.idempotencyKey, true);
  checkAmount(input.amount, input.currency);
  const source = input.source.type === 'token' ? input.source.token : input.source.intentId;
  return fingerprintOf([input.amount, input.currency, input.source.type, source]);
}

/** The answer to a key used before: the same answer for the same body, an error for another. */
function replay(
  ctx: SandboxContext,
  existing: SandboxCharge,
  input: ChargeInput,
  fingerprint: string,
) {
  if (existing.fingerprint !== fingerprint)
    throw new GatewayRequestError(
      'idempotency_key_reused',
      'This idempotency key was used with another charge.',
    );
  return answer(ctx, existing, input);
}

/** A new charge's record under its key, with what the attempt decided. */
const newCharge = (
  ctx: SandboxContext,
  input: ChargeInput,
  fingerprint: string,
  outcome: Omit<Attempt, 'intent'>,
): SandboxCharge => ({
  id: newChargeId(),
  idempotencyKey: input.idempotencyKey,
  fingerprint,
  amount: input.amount,
  currency: input.currency,
  refundedAmount: 0,
  metadata: input.metadata ?? {},
  createdAt: ctx.clock.now().toISOString(),
  ...outcome,
});

/** A key stored by someone else between our read and our insert: their charge answers. */
async function afterLostRace(ctx: SandboxContext, input: ChargeInput, fingerprint: string) {
  const winner = await createChargesRepository(ctx.db).findByKey(input.idempotencyKey);
  if (!winner) throw new Error('A charge lost its idempotency race but no winner is stored.');
  return replay(ctx, winner, input, fingerprint);
}

/** The key was stored by a twin while we charged the intent: the transaction is undone. */
class KeyTaken extends Error {}

/**
 * The checkout's charge: a payment intent the customer has authorised, for exactly its amount,
 * charged under a key not used before. The intent's guarded claim and the charge, stored as
 * succeeded, are one transaction of two statements (issue 19 item 3; decisions 0244 and 0250: no
 * read of the intent first, the claim answers its card), where the general path below reads the
 * key, stores the charge as waiting and then settles it. Null when the intent is in any other
 * state or does not match: the general path answers those, a retry under a used key included.
 */
async function chargeAuthorizedIntent(
  ctx: SandboxContext,
  input: ChargeInput,
  fingerprint: string,
): Promise<ChargeResult | null> {
  const { source } = input;
  if (source.type !== 'payment_intent') return null;
  const now = ctx.clock.now();
  try {
    const stored = await ctx.db.transaction().execute(async (trx) => {
      const claimed = await createIntentsRepository(trx).claimAuthorized(
        source.intentId,
        input.amount,
        input.currency,
        now,
      );
      if (!claimed) return null;
      const charge = newCharge(ctx, input, fingerprint, {
        status: 'succeeded',
        declineCode: null,
        tokenId: claimed.tokenId,
        intentId: source.intentId,
      });
      if (!(await createChargesRepository(trx).insert(charge, now))) throw new KeyTaken();
      return charge;
    });
    return stored ? answer(ctx, stored, input) : null;
  } catch (error) {
    if (error instanceof KeyTaken) return afterLostRace(ctx, input, fingerprint);
    throw error;
  }
}

/**
 * A charge under an idempotency key: the first call decides, every retry with the same body gets
 * the same answer and never a second charge, a retry with another body is refused.
 */
export async function charge(ctx: SandboxContext, input: ChargeInput): Promise<ChargeResult> {
  const fingerprint = fingerprintChecked(input);
  const authorized = await chargeAuthorizedIntent(ctx, input, fingerprint);
  if (authorized) return authorized;
  const charges = createChargesRepository(ctx.db);
  const earlier = await charges.findByKey(input.idempotencyKey);
  if (earlier) return replay(ctx, earlier, input, fingerprint);

  const { intent, ...outcome } = await attempt(ctx, input);
  const stored = newCharge(ctx, input, fingerprint, outcome);
  if (!(await charges.insert(stored, ctx.clock.now())))
    return afterLostRace(ctx, input, fingerprint);
  return answer(ctx, stored, input, intent);
}

const settled = async <T>(call: () => Promise<T>): Promise<PromiseSettledResult<T>> => {
  try {
    return { status: 'fulfilled', value: await call() };
  } catch (reason) {
    return { status: 'rejected', reason };
  }
};

/**
 * Many charges, each answered exactly as `charge` answers it alone (issue 19 item 4): the keys
 * and the stored cards are read once for all, and every charge decided at once is stored by one
 * statement. A key used before, a payment intent, or a card whose bank wants the customer takes
 * the one-charge path.
 */
export async function chargeMany(
  ctx: SandboxContext,
  inputs: readonly ChargeInput[],
): Promise<PromiseSettledResult<ChargeResult>[]> {
  const results: PromiseSettledResult<ChargeResult>[] = [];
  const checked: { index: number; input: ChargeInput; fingerprint: string }[] = [];
  for (const [index, input] of inputs.entries()) {
    try {
      checked.push({ index, input, fingerprint: fingerprintChecked(input) });
    } catch (reason) {
      results[index] = { status: 'rejected', reason };
    }
  }
  const charges = createChargesRepository(ctx.db);
  const earlier = await charges.findByKeys(checked.map((c) => c.input.idempotencyKey));
  const tokens = await createTokensRepository(ctx.db).findMany(
    checked.flatMap(({ input: { source } }) => (source.type === 'token' ? [source.token] : [])),
  );
  const now = ctx.clock.now();
  const fresh: { index: number; input: ChargeInput; fingerprint: string; stored: SandboxCharge }[] =
    [];
  for (const { index, input, fingerprint } of checked) {
    const existing = earlier.get(input.idempotencyKey);
    const { source } = input;
    const token = source.type === 'token' ? tokens.get(source.token) : undefined;
    const decided = token && decidedAt(token, input, now);
    if (existing) results[index] = await settled(() => replay(ctx, existing, input, fingerprint));
    else if (source.type === 'token' && !token)
      results[index] = { status: 'rejected', reason: unknownToken() };
    else if (!decided) results[index] = await settled(() => charge(ctx, input));
    else
      fresh.push({
        index,
        input,
        fingerprint,
        stored: newCharge(ctx, input, fingerprint, decided),
      });
  }
  const stored = await charges.insertMany(
    fresh.map((f) => f.stored),
    now,
  );
  for (const { index, input, fingerprint, stored: charge } of fresh)
    results[index] = await settled(() =>
      stored.has(charge.id) ? answer(ctx, charge, input) : afterLostRace(ctx, input, fingerprint),
    );
  return results;
}
