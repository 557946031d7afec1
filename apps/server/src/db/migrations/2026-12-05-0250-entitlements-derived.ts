import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Decision 0250: what a subscription entitles to is worked out on reading from its tier and the
 * add-ons that have not expired, so the stored copy goes. It was written at purchase and never
 * when an add-on lapsed, which left a lapsed add-on's entitlements in place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscription_entitlements').execute();
}

/** The table as it was, empty: nothing reads it any more. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscription_entitlements')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('entitlement_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_entitlements_pk', ['subscription_id', 'entitlement_id'])
    .addForeignKeyConstraint(
      'subscription_entitlements_entitlement_fk',
      ['tenant_id', 'entitlement_id'],
      'entitlements',
      ['tenant_id', 'id'],
    )
    .execute();
}
