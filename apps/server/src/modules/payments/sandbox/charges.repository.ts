import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { oldestChargeFirst, type Currency, type DeclineCode } from '../payment-gateway';

/** One charge attempt, stored under its idempotency key with the outcome it answered. */
export interface SandboxCharge {
  readonly id: string;
  readonly idempotencyKey: string;
  readonly fingerprint: string;
  readonly tokenId: string | null;
  readonly intentId: string | null;
  readonly amount: number;
  readonly currency: Currency;
  readonly status: 'succeeded' | 'requires_action' | 'declined';
  readonly declineCode: DeclineCode | null;
  readonly refundedAmount: number;
  readonly metadata: Readonly<Record<string, string>>;
  readonly createdAt: string;
}

type ChargeRow = Database['sandbox_gateway_charges'];

const toCharge = (row: ChargeRow): SandboxCharge => ({
  id: row.id,
  idempotencyKey: row.idempotency_key,
  fingerprint: row.fingerprint,
  tokenId: row.token_id,
  intentId: row.intent_id,
  amount: row.amount,
  currency: row.currency as Currency,
  status: row.status,
  declineCode: row.decline_code as DeclineCode | null,
  refundedAmount: row.refunded_amount,
  metadata: JSON.parse(row.metadata) as Record<string, string>,
  createdAt: row.created_at,
});

const toRow = (charge: SandboxCharge, now: Date) => ({
  id: charge.id,
  idempotency_key: charge.idempotencyKey,
  fingerprint: charge.fingerprint,
  token_id: charge.tokenId,
  intent_id: charge.intentId,
  amount: charge.amount,
  currency: charge.currency,
  status: charge.status,
  decline_code: charge.declineCode,
  refunded_amount: 0,
  metadata: JSON.stringify(charge.metadata),
  created_at: now.toISOString(),
  updated_at: now.toISOString(),
});

/** Rows a multi-row statement takes at once: 13 values a row, well inside both engines' limits. */
const ROWS_PER_INSERT = 500;

export function createChargesRepository(db: Kysely<Database>) {
  const charges = () => db.selectFrom('sandbox_gateway_charges').selectAll();
  return {
    /** False when the idempotency key is already taken (a concurrent twin won). */
    async insert(charge: SandboxCharge, now: Date): Promise<boolean> {
      return (await this.insertMany([charge], now)).has(charge.id);
    },

    /**
     * Stores charges, each only if its idempotency key is free; answers the ids stored. A charge
     * whose key was taken (a concurrent twin, or an earlier row of the same call) is left out.
     */
    async insertMany(list: readonly SandboxCharge[], now: Date): Promise<Set<string>> {
      const stored = new Set<string>();
      for (let from = 0; from < list.length; from += ROWS_PER_INSERT) {
        const rows = await db
          .insertInto('sandbox_gateway_charges')
          .values(list.slice(from, from + ROWS_PER_INSERT).map((charge) => toRow(charge, now)))
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .returning('id')
          .execute();
        for (const row of rows) stored.add(row.id);
      }
      return stored;
    },

    async findByKey(key: string): Promise<SandboxCharge | null> {
      return (await this.findByKeys([key])).get(key) ?? null;
    },

    /** The charges stored under any of `keys`, by key. */
    async findByKeys(keys: readonly string[]): Promise<Map<string, SandboxCharge>> {
      const found = new Map<string, SandboxCharge>();
      for (let from = 0; from < keys.length; from += ROWS_PER_INSERT) {
        const rows = await charges()
          .where('idempotency_key', 'in', keys.slice(from, from + ROWS_PER_INSERT))
          .execute();
        for (const row of rows) found.set(row.idempotency_key, toCharge(row));
      }
      return found;
    },

    async find(id: string): Promise<SandboxCharge | null> {
      const row = await charges().where('id', '=', id).executeTakeFirst();
      return row ? toCharge(row) : null;
    },

    /** The charges among `ids` (unknown ids are left out), oldest first. */
    async findMany(ids: readonly string[]): Promise<SandboxCharge[]> {
      const found: SandboxCharge[] = [];
      for (let from = 0; from < ids.length; from += ROWS_PER_INSERT) {
        const rows = await charges()
          .where('id', 'in', ids.slice(from, from + ROWS_PER_INSERT))
          .execute();
        for (const row of rows) found.push(toCharge(row));
      }
      return found.sort(oldestChargeFirst);
    },

    /**
     * The charges created at or after `createdSince` (before `createdBefore`, if given), `limit`
     * at a time in (time, id) order: the page after `after` (decision 0234), read by the index on
     * (created_at, id).
     */
    async page(
      period: { readonly createdSince: Date; readonly createdBefore?: Date | undefined },
      after: Pick<SandboxCharge, 'createdAt' | 'id'> | null,
      limit: number,
    ): Promise<SandboxCharge[]> {
      let query = charges().where('created_at', '>=', period.createdSince.toISOString());
      if (period.createdBefore)
        query = query.where('created_at', '<', period.createdBefore.toISOString());
      if (after)
        query = query.where((eb) =>
          eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after.createdAt, after.id)),
        );
      const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
      return rows.map(toCharge);
    },

    async list(createdSince?: Date): Promise<SandboxCharge[]> {
      let query = charges();
      if (createdSince) query = query.where('created_at', '>=', createdSince.toISOString());
      const rows = await query.orderBy('created_at').orderBy('id').execute();
      return rows.map(toCharge);
    },

    /** Settles a charge that waited for the customer; false if it was settled already. */
    async settle(
      id: string,
      to: { status: 'succeeded' } | { status: 'declined'; declineCode: DeclineCode },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_gateway_charges')
        .set({
          status: to.status,
          decline_code: to.status === 'declined' ? to.declineCode : null,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'requires_action')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Adds to the refunded amount only while it stays within the charge: atomic on both engines. */
    async addRefunded(id: string, amount: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_gateway_charges')
        .set((eb) => ({
          refunded_amount: eb('refunded_amount', '+', amount),
          updated_at: now.toISOString(),
        }))
        .where('id', '=', id)
        .where('status', '=', 'succeeded')
        .where((eb) => eb(eb('refunded_amount', '+', amount), '<=', eb.ref('amount')))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ChargesRepository = ReturnType<typeof createChargesRepository>;
