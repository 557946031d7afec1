import { randomUUID } from 'node:crypto';
import type { Db, DatabaseTarget } from '../../db/database';
import type { Executor } from '../../db/executor';
import { lockUserRow } from '../../db/row-locks';

export interface LiveMethod extends StoredMethod {
  readonly isDefault: boolean;
  readonly createdAt: string;
}

export interface StoredMethod {
  readonly id: string;
  readonly kind: string;
  readonly brand: string | null;
  readonly last4: string | null;
  readonly expMonth: number | null;
  readonly expYear: number | null;
  readonly token: string | null;
}

const METHOD_COLUMNS = [
  'id',
  'kind',
  'brand',
  'last4',
  'exp_month',
  'exp_year',
  'gateway_token',
] as const;

/** A row of `METHOD_COLUMNS` as the billing code reads it. */
function methodOf(row: {
  id: string;
  kind: string;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  gateway_token: string | null;
}): StoredMethod {
  return {
    id: row.id,
    kind: row.kind,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    token: row.gateway_token,
  };
}

/** A user's stored payment methods: our rows keep brand, last4, expiry and the gateway token. */
export function createPaymentMethodsRepository(db: Db, dialect: DatabaseTarget['kind'] = 'sqlite') {
  /** The methods the customer holds: not removed by them, not detached by the provider. */
  const live = (executor: Executor, tenantId: string, userId: string) =>
    executor
      .selectFrom('payment_methods')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .where('detached_at', 'is', null);

  return {
    /**
     * The owner's row, locked on PostgreSQL, so two changes to one customer's methods at once
     * queue (two removals never leave a renewing plan without one; SQLite writes one at a time).
     */
    lockOwner: (executor: Executor, tenantId: string, userId: string) =>
      lockUserRow(executor, dialect, tenantId, userId),

    /** Decision 0191: the customer's live methods, the default first, then the newest. */
    async listLive(executor: Executor, tenantId: string, userId: string): Promise<LiveMethod[]> {
      const rows = await live(executor, tenantId, userId)
        .select([...METHOD_COLUMNS, 'is_default', 'created_at'])
        .orderBy('is_default', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        ...methodOf(row),
        isDefault: row.is_default === 1,
        createdAt: row.created_at,
      }));
    },

    /** Marks one live method the default and every other method of the user not. */
    async setDefault(executor: Executor, tenantId: string, userId: string, id: string) {
      await executor
        .updateTable('payment_methods')
        .set({ is_default: 0 })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '!=', id)
        .where('is_default', '=', 1)
        .execute();
      await executor
        .updateTable('payment_methods')
        .set({ is_default: 1 })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    /** The customer removed it: no longer listed or charged; the row stays for the ledger. */
    async markRemoved(executor: Executor, tenantId: string, userId: string, id: string, now: Date) {
      await executor
        .updateTable('payment_methods')
        .set({ removed_at: now.toISOString(), is_default: 0 })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    /**
     * Subscriptions still pointing at a method no longer held (a purchase's card, then removed)
     * charge the default instead.
     */
    async moveSubscriptions(
      executor: Executor,
      tenantId: string,
      userId: string,
      from: string,
      to: { id: string; kind: string } | null,
      now: Date,
    ): Promise<void> {
      await executor
        .updateTable('subscriptions')
        .set({
          payment_method_id: to?.id ?? null,
          ...(to && { next_payment_method: to.kind }),
          updated_at: now.toISOString(),
        })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('payment_method_id', '=', from)
        .execute();
    },

    /**
     * Subscriptions that would be left without a method to renew with: running (active or in
     * trial), automatic renewal on, billed by us (not an app store or a carrier).
     */
    async autoRenewingCount(executor: Executor, tenantId: string, userId: string) {
      const row = await executor
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('state', 'in', ['active', 'intrial'])
        .where('auto_billing_enabled', '=', 1)
        .where('next_payment_method', 'not in', ['AppStore', 'PlayStore', 'amdocs'])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async findOwned(tenantId: string, userId: string, id: string): Promise<StoredMethod | null> {
      const row = await db
        .selectFrom('payment_methods')
        .select(METHOD_COLUMNS)
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return row ? methodOf(row) : null;
    },

    /** Whether another customer already stored this gateway token (a token binds to its first owner). */
    async tokenHeldByAnother(tenantId: string, userId: string, token: string): Promise<boolean> {
      const row = await db
        .selectFrom('payment_methods')
        .select('id')
        .where('gateway_token', '=', token)
        .where((eb) => eb.or([eb('user_id', '!=', userId), eb('tenant_id', '!=', tenantId)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The email the provider customer of this user is created with. */
    async ownerEmail(tenantId: string, userId: string): Promise<string> {
      const row = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      return row.email;
    },

    /** The gateway token of the method the user saved last (their provider customer's). */
    async latestToken(tenantId: string, userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('payment_methods')
        .select('gateway_token')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('gateway_token', 'is not', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row?.gateway_token ?? null;
    },

    async insert(
      executor: Executor,
      m: Omit<StoredMethod, 'id'> & { tenantId: string; userId: string; now: Date },
    ): Promise<string> {
      const id = randomUUID();
      await executor
        .insertInto('payment_methods')
        .values({
          id,
          tenant_id: m.tenantId,
          user_id: m.userId,
          kind: m.kind,
          brand: m.brand,
          last4: m.last4,
          exp_month: m.expMonth,
          exp_year: m.expYear,
          gateway_token: m.token,
          created_at: m.now.toISOString(),
        })
        .execute();
      return id;
    },

    /**
     * Every subscription we bill (not in-app, not ended) charges the new method from now on, and
     * a subscription without one that was waiting for a method gets it.
     */
    async useForSubscriptions(
      executor: Executor,
      tenantId: string,
      userId: string,
      method: { id: string; kind: string },
      now: Date,
    ): Promise<void> {
      await executor
        .updateTable('subscriptions')
        .set({
          payment_method_id: method.id,
          next_payment_method: method.kind,
          updated_at: now.toISOString(),
        })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('state', 'in', ['active', 'intrial', 'cancelled'])
        .where('next_payment_method', 'not in', ['AppStore', 'PlayStore', 'amdocs'])
        .execute();
    },

    /**
     * Issue 24 item 2 (decision 0161): a payment method added during a trial pays its renewals,
     * so the trials still running turn auto-renew on and convert to paid at their end. Answers
     * the public ids of the trials turned on.
     */
    async renewTrials(
      executor: Executor,
      tenantId: string,
      userId: string,
      now: Date,
    ): Promise<string[]> {
      const trials = await executor
        .selectFrom('subscriptions')
        .select('subscription_id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('state', '=', 'intrial')
        .where('supports_autobill', '=', 1)
        .where('next_payment_date', '>', now.toISOString())
        .where('next_payment_method', 'not in', ['AppStore', 'PlayStore', 'amdocs'])
        .execute();
      if (trials.length === 0) return [];
      const ids = trials.map((t) => t.subscription_id);
      await executor
        .updateTable('subscriptions')
        .set({ auto_billing_enabled: 1, expires_soon: 0, updated_at: now.toISOString() })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('subscription_id', 'in', ids)
        .execute();
      return ids;
    },
  };
}

export type PaymentMethodsRepository = ReturnType<typeof createPaymentMethodsRepository>;
