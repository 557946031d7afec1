import type { Db } from '../../../db/database';
import type { CheckoutAttemptsTable } from '../../../db/schema';
import type { Executor } from '../../../db/executor';

export type AttemptStatus = CheckoutAttemptsTable['status'];
export type AttemptRoute = CheckoutAttemptsTable['route'];
/** The portal flow a v2 checkout attempt was made for (decision 0070 addendum). */
export type PortalFlow = NonNullable<CheckoutAttemptsTable['portal_flow']>;

/** The answer an attempt gave, replayed to every repeat of it. */
export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
}

export interface Attempt {
  readonly tenantId: string;
  readonly id: string;
  readonly route: AttemptRoute;
  readonly requestHash: string;
  readonly payloadHash: string;
  readonly requestBody: unknown;
  readonly paymentIntentId: string | null;
  readonly userId: string | null;
  readonly signedUp: boolean;
  readonly chargeKey: string | null;
  readonly status: AttemptStatus;
  readonly response: StoredResponse | null;
  /** Set when the portal's v2 checkout made the attempt; null for a v1 call. */
  readonly portalFlow: PortalFlow | null;
  readonly updatedAt: string;
}

export interface AttemptPatch {
  readonly status?: AttemptStatus;
  readonly userId?: string | null;
  readonly signedUp?: boolean;
  readonly chargeKey?: string;
  readonly gatewayChargeId?: string;
  readonly response?: StoredResponse;
}

type Row = CheckoutAttemptsTable;
const toAttempt = (r: Row): Attempt => ({
  tenantId: r.tenant_id,
  id: r.id,
  route: r.route,
  requestHash: r.request_hash,
  payloadHash: r.payload_hash,
  requestBody: JSON.parse(r.request_body) as unknown,
  paymentIntentId: r.payment_intent_id,
  userId: r.user_id,
  signedUp: r.signed_up === 1,
  chargeKey: r.charge_key,
  status: r.status,
  response:
    r.response_status === null
      ? null
      : { status: r.response_status, body: JSON.parse(r.response_body ?? 'null') as unknown },
  portalFlow: r.portal_flow,
  updatedAt: r.updated_at,
});

/** Checkout attempts by client attempt id (decision 0020): the first result answers repeats. */
export function createCheckoutAttemptsRepository(db: Db) {
  const select = () => db.selectFrom('checkout_attempts').selectAll();
  return {
    /** Records the attempt unless its id is taken; returns the stored attempt either way. */
    async begin(
      a: Omit<
        Attempt,
        'signedUp' | 'chargeKey' | 'status' | 'response' | 'portalFlow' | 'updatedAt'
      > & { readonly portalFlow?: PortalFlow | null },
      now: Date,
    ): Promise<Attempt> {
      const at = now.toISOString();
      const row: Row = {
        tenant_id: a.tenantId,
        id: a.id,
        route: a.route,
        request_hash: a.requestHash,
        payload_hash: a.payloadHash,
        request_body: JSON.stringify(a.requestBody),
        payment_intent_id: a.paymentIntentId,
        user_id: a.userId,
        signed_up: 0,
        charge_key: null,
        gateway_charge_id: null,
        status: 'pending',
        response_status: null,
        response_body: null,
        portal_flow: a.portalFlow ?? null,
        created_at: at,
        updated_at: at,
      };
      const inserted = await db
        .insertInto('checkout_attempts')
        .values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return toAttempt(row);
      const stored = await select()
        .where('tenant_id', '=', a.tenantId)
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow();
      return toAttempt(stored);
    },

    async find(tenantId: string, id: string): Promise<Attempt | null> {
      const row = await select()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toAttempt(row) : null;
    },

    /** The attempts of these ids that exist, in one statement (a portal attempt's tries). */
    async findAll(tenantId: string, ids: readonly string[]): Promise<Map<string, Attempt>> {
      if (ids.length === 0) return new Map();
      const rows = await select()
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, toAttempt(row)]));
    },

    /** The attempt that committed a charge key, if any (a concurrent twin's result). */
    async succeededWithKey(tenantId: string, chargeKey: string): Promise<Attempt | null> {
      const row = await select()
        .where('tenant_id', '=', tenantId)
        .where('charge_key', '=', chargeKey)
        .where('status', '=', 'succeeded')
        .orderBy('updated_at')
        .executeTakeFirst();
      return row ? toAttempt(row) : null;
    },

    /** The same purchase (user and body) that succeeded at or after `since`, newest first. */
    async recentSuccess(tenantId: string, userId: string, payloadHash: string, since: Date) {
      const row = await select()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('payload_hash', '=', payloadHash)
        .where('status', '=', 'succeeded')
        .where('updated_at', '>=', since.toISOString())
        .orderBy('updated_at', 'desc')
        .executeTakeFirst();
      return row ? toAttempt(row) : null;
    },

    /** How many charges this purchase already settled (succeeded, declined or refunded). */
    /**
     * Binds the attempt to the charge key it pays with, unless it is bound to another: repeats of
     * one attempt sent at once that worked out a different key (one that started after the first
     * had settled counts one more settled charge) must not charge again.
     */
    async claimChargeKey(tenantId: string, id: string, chargeKey: string): Promise<boolean> {
      const claimed = await db
        .updateTable('checkout_attempts')
        .set({ charge_key: chargeKey })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where((eb) => eb.or([eb('charge_key', 'is', null), eb('charge_key', '=', chargeKey)]))
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },

    async settledCharges(tenantId: string, userId: string, payloadHash: string): Promise<number> {
      const row = await db
        .selectFrom('checkout_attempts')
        .select((eb) => eb.fn.count<number>('charge_key').distinct().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('payload_hash', '=', payloadHash)
        .where('status', 'in', ['succeeded', 'declined', 'refunded'])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async update(executor: Executor, tenantId: string, id: string, p: AttemptPatch, now: Date) {
      await executor
        .updateTable('checkout_attempts')
        .set({
          updated_at: now.toISOString(),
          ...(p.status !== undefined && { status: p.status }),
          ...(p.userId !== undefined && { user_id: p.userId }),
          ...(p.signedUp !== undefined && { signed_up: p.signedUp ? 1 : 0 }),
          ...(p.chargeKey !== undefined && { charge_key: p.chargeKey }),
          ...(p.gatewayChargeId !== undefined && { gateway_charge_id: p.gatewayChargeId }),
          ...(p.response !== undefined && {
            response_status: p.response.status,
            response_body: JSON.stringify(p.response.body),
          }),
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
  };
}

export type CheckoutAttemptsRepository = ReturnType<typeof createCheckoutAttemptsRepository>;
