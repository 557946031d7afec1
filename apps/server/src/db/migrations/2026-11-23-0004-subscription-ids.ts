import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/** The portal addresses a subscription by its subscription_id: unique within a tenant. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('subscriptions_tenant_subscription_id_unique')
    .on('subscriptions')
    .columns(['tenant_id', 'subscription_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscriptions_tenant_subscription_id_unique').execute();
}
