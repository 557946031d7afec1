import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 22 item 5, refunds to the credit balance (decision 0221): a refund request names where it
 * goes (`card`: back the way it was paid — the card's part to the card, the balance's part to the
 * balance; `balance`: all of it to the balance, a staff choice), and each item records, when it is
 * made, how much of its amount goes to the balance (the rest goes to the card). A credit note's
 * `credit_applied` is the part it returned to the balance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('refund_requests')
    .addColumn('destination', 'text', (c) => c.notNull().defaultTo('card'))
    .execute();
  await db.schema
    .alterTable('refund_items')
    .addColumn('balance_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refund_items').dropColumn('balance_amount').execute();
  await db.schema.alterTable('refund_requests').dropColumn('destination').execute();
}
