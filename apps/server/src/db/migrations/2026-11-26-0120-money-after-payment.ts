import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Money after the first payment (issue 25, decisions 0120–0126):
 * - `charge_allocations`: what each charge paid for, per subscription (its lines, discount, tax
 *   and amount), so a refund returns exactly what was paid for what it revokes;
 * - `refund_items`: the allocations a refund request returns, each with its gateway refund and
 *   credit note;
 * - invoices keep the buyer and seller as they were at issue time, and the tax rate;
 * - an add-on bought with the plan keeps its price and next amount and renews with the plan.
 * Existing rows are carried over: every charge gets one allocation (its invoice, its
 * subscription), every refund request its item, every invoice the buyer's address of today.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('charge_allocations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('charge_id', 'text', (c) => c.notNull().references('charges.id'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('charge_allocations_charge_subscription')
    .on('charge_allocations')
    .columns(['charge_id', 'subscription_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('charge_allocations_subscription_idx')
    .on('charge_allocations')
    .columns(['subscription_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('refund_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('refund_request_id', 'text', (c) => c.notNull().references('refund_requests.id'))
    .addColumn('allocation_id', 'text', (c) => c.notNull().references('charge_allocations.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway_refund_id', 'text')
    .addColumn('credit_note_id', 'text', (c) => c.references('invoices.id'))
    .addColumn('refunded_at', 'text')
    .execute();
  await db.schema
    .createIndex('refund_items_request_idx')
    .on('refund_items')
    .column('refund_request_id')
    .execute();
  // An allocation is returned at most once, whatever the races.
  await db.schema
    .createIndex('refund_items_one_per_allocation')
    .on('refund_items')
    .column('allocation_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`('pending', 'refunded')`)
    .execute();

  await db.schema.alterTable('invoices').addColumn('buyer', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('seller', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('tax_rate', 'integer').execute();

  await db.schema.alterTable('subscription_addons').addColumn('price_id', 'text').execute();
  await db.schema
    .alterTable('subscription_addons')
    .addColumn('renewal_amount', 'integer')
    .execute();
  await db.schema
    .alterTable('subscription_addons')
    .addColumn('renews_with_plan', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await carryAddonsOver(db);
  await carryChargesOver(db);
  await carryInvoicesOver(db);
}

/**
 * Add-ons written with their subscription by a checkout (same instant) renew with the plan: the
 * price among the subscription's price krns whose product is the add-on's. The subscription's
 * renewal amount was the plan's and those add-ons' next prices: it keeps the plan's only.
 */
async function carryAddonsOver(db: Kysely<any>): Promise<void> {
  const rows = await db
    .selectFrom('subscription_addons as a')
    .innerJoin('subscriptions as s', 's.id', 'a.subscription_id')
    .select(['a.id', 'a.addon_id', 'a.tenant_id', 's.id as sub', 's.price_krns'])
    .whereRef('a.created_at', '=', 's.created_at')
    .execute();
  for (const row of rows) {
    const priceIds = (JSON.parse(row.price_krns) as string[]).map((k) => k.split(':').pop());
    const price = await db
      .selectFrom('prices')
      .select(['id', 'next_amount'])
      .where('tenant_id', '=', row.tenant_id)
      .where('product_id', '=', row.addon_id)
      .where('id', 'in', priceIds.length ? priceIds : [''])
      .executeTakeFirst();
    if (!price) continue;
    await db
      .updateTable('subscription_addons')
      .set({ price_id: price.id, renewal_amount: price.next_amount, renews_with_plan: 1 })
      .where('id', '=', row.id)
      .execute();
    await db
      .updateTable('subscriptions')
      .set((eb: any) => ({ renewal_amount: eb('renewal_amount', '-', price.next_amount) }))
      .where('id', '=', row.sub)
      .execute();
  }
}

async function carryChargesOver(db: Kysely<any>): Promise<void> {
  const charges = await db
    .selectFrom('charges as c')
    .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
    .select([
      'c.id',
      'c.tenant_id',
      'c.subscription_id',
      'c.amount',
      'c.currency',
      'c.created_at',
      'i.id as invoice_id',
      'i.lines',
      'i.subtotal',
      'i.discount',
      'i.tax',
    ])
    .where('c.kind', '=', 'charge')
    .where('c.status', '=', 'succeeded')
    .where('c.subscription_id', 'is not', null)
    .execute();
  for (const c of charges)
    await db
      .insertInto('charge_allocations')
      .values({
        id: `alloc_${c.id}`,
        tenant_id: c.tenant_id,
        charge_id: c.id,
        invoice_id: c.invoice_id,
        subscription_id: c.subscription_id,
        currency: c.currency,
        lines: c.lines,
        subtotal: c.subtotal,
        discount: c.discount,
        tax: c.tax,
        amount: c.amount,
        created_at: c.created_at,
      })
      .execute();
  const requests = await db
    .selectFrom('refund_requests as r')
    .leftJoin('charges as refund', (j: any) =>
      j.onRef('refund.invoice_id', '=', 'r.credit_note_id').on('refund.kind', '=', 'refund'),
    )
    .select([
      'r.id',
      'r.tenant_id',
      'r.charge_id',
      'r.amount',
      'r.currency',
      'r.status',
      'r.credit_note_id',
      'r.completed_at',
      'refund.gateway_charge_id as gateway_refund_id',
    ])
    .execute();
  const itemStatus: Record<string, string> = {
    pending: 'pending',
    completed: 'refunded',
    cancelled: 'cancelled',
    failed: 'failed',
  };
  for (const r of requests)
    await db
      .insertInto('refund_items')
      .values({
        id: `item_${r.id}`,
        tenant_id: r.tenant_id,
        refund_request_id: r.id,
        allocation_id: `alloc_${r.charge_id}`,
        amount: r.amount,
        currency: r.currency,
        status: itemStatus[r.status] ?? 'failed',
        gateway_refund_id: r.gateway_refund_id ?? null,
        credit_note_id: r.credit_note_id,
        refunded_at: r.completed_at,
      })
      .execute();
}

/** Invoices issued before snapshots: the buyer as the account reads today (the best we know). */
async function carryInvoicesOver(db: Kysely<any>): Promise<void> {
  const users = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.residence_country', 'u.residence_state', 'u.residence_zipcode'])
    .where(({ exists, selectFrom }: any) =>
      exists(selectFrom('invoices as i').select('i.id').whereRef('i.user_id', '=', 'u.id')),
    )
    .execute();
  for (const u of users) {
    const region = [u.residence_zipcode, u.residence_state, u.residence_country]
      .filter(Boolean)
      .join(' ');
    await db
      .updateTable('invoices')
      .set({ buyer: JSON.stringify({ name: u.email, lines: region ? [region] : [] }) })
      .where('user_id', '=', u.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscription_addons').dropColumn('renews_with_plan').execute();
  await db.schema.alterTable('subscription_addons').dropColumn('renewal_amount').execute();
  await db.schema.alterTable('subscription_addons').dropColumn('price_id').execute();
  await db.schema.alterTable('invoices').dropColumn('tax_rate').execute();
  await db.schema.alterTable('invoices').dropColumn('seller').execute();
  await db.schema.alterTable('invoices').dropColumn('buyer').execute();
  await db.schema.dropTable('refund_items').execute();
  await db.schema.dropTable('charge_allocations').execute();
}
