import { sql, type Selectable } from 'kysely';
import { creditToApply, type CreditEntryKind, type Currency } from '@halyard/domain';
import type { Executor } from '../../db/executor';
import type { CreditEntriesTable } from '../../db/schema';
import { newRowId } from '../../db/row-id';

/** Whose balance: a customer of a tenant. */
export interface CreditOwner {
  readonly tenantId: string;
  readonly userId: string;
}

export type CreditEntryRow = Selectable<CreditEntriesTable>;

export interface CreditGrant {
  readonly currency: Currency;
  /** Positive minor units added to the balance. */
  readonly amount: number;
  readonly kind: Exclude<CreditEntryKind, 'applied' | 'closed'>;
  /** Unique: the same request (a retried grant) books once. */
  readonly reference: string;
  readonly staffId?: string | null;
  readonly note?: string | null;
  readonly invoiceId?: string | null;
}

const ownerOf = (executor: Executor, table: 'credit_balances' | 'credit_entries', o: CreditOwner) =>
  executor.selectFrom(table).where('tenant_id', '=', o.tenantId).where('user_id', '=', o.userId);

/**
 * The credit balance (decision 0217): one row per customer and currency that a compare-and-set
 * update moves — two applications racing for the same money cannot both take it, on SQLite or
 * PostgreSQL — and an entry per movement, whose unique `reference` makes every write idempotent.
 * Every method runs in the caller's transaction.
 */
export const creditsRepository = {
  async balances(executor: Executor, o: CreditOwner) {
    return ownerOf(executor, 'credit_balances', o)
      .select(['currency', 'balance'])
      .orderBy('currency')
      .execute();
  },

  async history(executor: Executor, o: CreditOwner, limit = 100): Promise<CreditEntryRow[]> {
    return (
      ownerOf(executor, 'credit_entries', o)
        .selectAll()
        .orderBy('created_at', 'desc')
        // Movements at one instant read in the order they happen: a grant, then its use, then
        // the use's reversal or a refund of what it paid (ids are random, so they cannot order a
        // tie).
        .orderBy(
          sql`case kind when 'refund' then 0 when 'reversed' then 0 when 'applied' then 1 else 2 end`,
        )
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    );
  },

  /** Adds to the balance; false when the reference was booked already (nothing changes). */
  async add(executor: Executor, o: CreditOwner, g: CreditGrant, now: Date): Promise<boolean> {
    const inserted = await executor
      .insertInto('credit_entries')
      .values({
        id: newRowId(),
        tenant_id: o.tenantId,
        user_id: o.userId,
        currency: g.currency,
        amount: g.amount,
        kind: g.kind,
        reference: g.reference,
        invoice_id: g.invoiceId ?? null,
        staff_id: g.staffId ?? null,
        note: g.note ?? null,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await credit(executor, o, g.currency, g.amount, now);
    return true;
  },

  /**
   * Takes up to `upTo` from the balance for the write named `reference` and answers what it
   * took. The same reference answers what it took the first time (a retried renewal attempt
   * charges the same remainder under the same gateway key).
   */
  async apply(
    executor: Executor,
    o: CreditOwner,
    a: { readonly currency: Currency; readonly upTo: number; readonly reference: string },
    now: Date,
  ): Promise<number> {
    const earlier = await entryOf(executor, a.reference);
    if (earlier) return -earlier.amount;
    return take(executor, o, { ...a, kind: 'applied' }, now);
  },

  /**
   * The account is deleted (decision 0223): what is left of each currency's balance is taken
   * with a `closed` entry under `reference:currency`; answers what was closed per currency. Run
   * again, it closes nothing more (the balance is 0, and a reference books once).
   */
  async close(
    executor: Executor,
    o: CreditOwner,
    reference: string,
    now: Date,
  ): Promise<Map<Currency, number>> {
    const closed = new Map<Currency, number>();
    for (const { currency, balance } of await creditsRepository.balances(executor, o)) {
      if (balance <= 0) continue;
      const ref = `${reference}:${currency}`;
      if (await entryOf(executor, ref)) continue;
      const taken = await take(
        executor,
        o,
        { currency: currency as Currency, upTo: balance, reference: ref, kind: 'closed' },
        now,
      );
      if (taken > 0) closed.set(currency as Currency, taken);
    }
    return closed;
  },

  /** Gives back what `reference` took (its charge failed); once, and nothing if it took nothing. */
  async restore(executor: Executor, reference: string, now: Date): Promise<number> {
    const taken = await entryOf(executor, reference);
    if (!taken || taken.amount >= 0) return 0;
    const owner = { tenantId: taken.tenant_id, userId: taken.user_id };
    const restored = await creditsRepository.add(
      executor,
      owner,
      {
        currency: taken.currency as Currency,
        amount: -taken.amount,
        kind: 'reversed',
        reference: `reversed:${reference}`,
        invoiceId: taken.invoice_id,
      },
      now,
    );
    return restored ? -taken.amount : 0;
  },

  /** Names the invoice an application paid (the portal's history links to it). */
  /**
   * Applications to the subscription `subscriptionId` other than `except` that were never booked
   * on an invoice nor reversed (references carry the subscription id: the engine's charge keys).
   */
  async unbookedApplications(
    executor: Executor,
    o: CreditOwner,
    subscriptionId: string,
    except: string,
  ): Promise<string[]> {
    const rows = await executor
      .selectFrom('credit_entries as e')
      .leftJoin('credit_entries as r', (join) =>
        join.on(sql<boolean>`r.reference = 'reversed:' || e.reference`),
      )
      .select('e.reference')
      .where('e.tenant_id', '=', o.tenantId)
      .where('e.user_id', '=', o.userId)
      .where('e.kind', '=', 'applied')
      .where('e.invoice_id', 'is', null)
      .where('e.reference', 'like', `%:${subscriptionId}:%`)
      .where('e.reference', '!=', except)
      .where('r.id', 'is', null)
      .execute();
    return rows.flatMap((r) => (r.reference ? [r.reference] : []));
  },

  /** What the application `reference` took and still holds (0 if none, or reversed). */
  async heldBy(executor: Executor, reference: string): Promise<number> {
    const entry = await executor
      .selectFrom('credit_entries')
      .select('amount')
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!entry) return 0;
    const reversed = await executor
      .selectFrom('credit_entries')
      .select('id')
      .where('reference', '=', `reversed:${reference}`)
      .executeTakeFirst();
    return reversed ? 0 : -entry.amount;
  },

  /** The application `reference` was given back (a declined charge): it cannot pay again. */
  async wasReversed(executor: Executor, reference: string): Promise<boolean> {
    return (await entryOf(executor, `reversed:${reference}`)) !== undefined;
  },

  async attachInvoice(executor: Executor, reference: string, invoiceId: string): Promise<void> {
    await executor
      .updateTable('credit_entries')
      .set({ invoice_id: invoiceId })
      .where('reference', '=', reference)
      .execute();
  },
};

const entryOf = (executor: Executor, reference: string) =>
  executor
    .selectFrom('credit_entries')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();

/**
 * Takes up to `upTo` from the balance with one entry of `kind`: a compare-and-set update, so two
 * takers racing for the same money cannot both have it (a loser re-reads).
 */
async function take(
  executor: Executor,
  o: CreditOwner,
  t: {
    readonly currency: Currency;
    readonly upTo: number;
    readonly reference: string;
    readonly kind: 'applied' | 'closed';
  },
  now: Date,
): Promise<number> {
  for (let tries = 0; tries < 5; tries++) {
    const row = await ownerOf(executor, 'credit_balances', o)
      .select('balance')
      .where('currency', '=', t.currency)
      .executeTakeFirst();
    const amount = creditToApply(row?.balance ?? 0, t.upTo);
    if (amount === 0) return 0;
    const moved = await executor
      .updateTable('credit_balances')
      .set({ balance: (row?.balance ?? 0) - amount, updated_at: now.toISOString() })
      .where('tenant_id', '=', o.tenantId)
      .where('user_id', '=', o.userId)
      .where('currency', '=', t.currency)
      .where('balance', '=', row?.balance ?? 0)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) continue;
    await executor
      .insertInto('credit_entries')
      .values({
        id: newRowId(),
        tenant_id: o.tenantId,
        user_id: o.userId,
        currency: t.currency,
        amount: -amount,
        kind: t.kind,
        reference: t.reference,
        invoice_id: null,
        staff_id: null,
        note: null,
        created_at: now.toISOString(),
      })
      .execute();
    return amount;
  }
  throw new Error(`Credit balance of ${o.userId} kept moving; ${t.reference} not booked`);
}

async function credit(
  executor: Executor,
  o: CreditOwner,
  currency: string,
  amount: number,
  now: Date,
) {
  await executor
    .insertInto('credit_balances')
    .values({
      tenant_id: o.tenantId,
      user_id: o.userId,
      currency,
      balance: amount,
      updated_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id', 'currency']).doUpdateSet((eb) => ({
        balance: eb('credit_balances.balance', '+', amount),
        updated_at: now.toISOString(),
      })),
    )
    .execute();
}

export type CreditsRepository = typeof creditsRepository;
