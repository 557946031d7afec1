import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/unique-violation';
import type { StripeGatewayRequestsTable } from '../../../db/schema';

export type StripeRequestKind = StripeGatewayRequestsTable['kind'];

/** A write the adapter made under an idempotency key: what it created or claimed, and for what. */
export interface StripeRequest {
  readonly idempotencyKey: string;
  readonly kind: StripeRequestKind;
  readonly fingerprint: string;
  readonly objectId: string;
}

export type ClaimOutcome = 'stored' | 'key_taken' | 'intent_taken';

/**
 * The adapter's own records (decision 0150). Stripe replays an idempotent request's first answer
 * for 24 hours only, and replays it even when the object has moved on since (a 3-D Secure
 * challenge passed): so the adapter keeps key → object itself, reads the object's state on a
 * retry, and lets one key only charge a payment intent.
 */
export function createStripeRecords(db: Db) {
  return {
    async find(key: string): Promise<StripeRequest | null> {
      const row = await db
        .selectFrom('stripe_gateway_requests')
        .selectAll()
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row
        ? {
            idempotencyKey: row.idempotency_key,
            kind: row.kind,
            fingerprint: row.fingerprint,
            objectId: row.object_id,
          }
        : null;
    },

    /** Stores a request; `claimsIntent` makes it the only charge of that payment intent. */
    async store(request: StripeRequest, now: Date, claimsIntent = false): Promise<ClaimOutcome> {
      try {
        const result = await db
          .insertInto('stripe_gateway_requests')
          .values({
            idempotency_key: request.idempotencyKey,
            kind: request.kind,
            fingerprint: request.fingerprint,
            object_id: request.objectId,
            claimed_intent_id: claimsIntent ? request.objectId : null,
            created_at: now.toISOString(),
          })
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 'stored' : 'key_taken';
      } catch (error) {
        // The unique claimed_intent_id: another key charged this intent first.
        if (claimsIntent && isUniqueViolation(error)) return 'intent_taken';
        throw error;
      }
    },

    async customer(reference: string): Promise<string | null> {
      const row = await db
        .selectFrom('stripe_gateway_customers')
        .select('customer_id')
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row?.customer_id ?? null;
    },

    /** Remembers the reference's customer; a concurrent twin's customer wins. */
    async saveCustomer(reference: string, customerId: string, now: Date): Promise<string> {
      await db
        .insertInto('stripe_gateway_customers')
        .values({ reference, customer_id: customerId, created_at: now.toISOString() })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      return (await this.customer(reference)) ?? customerId;
    },
  };
}

export type StripeRecords = ReturnType<typeof createStripeRecords>;
