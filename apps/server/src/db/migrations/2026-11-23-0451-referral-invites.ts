import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Referrals in the portal (decisions 0067, 0068): the invitations a user sent (rate limited, so
 * the sends are counted from here), and where an earned free-month reward went: the subscription
 * whose renewal it paid and the zero-amount invoice that records it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_invites_user_idx')
    .on('referral_invites')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();

  await db.schema.alterTable('referrals').addColumn('reward_applied_at', 'text').execute();
  await db.schema.alterTable('referrals').addColumn('reward_subscription_id', 'text').execute();
  await db.schema.alterTable('referrals').addColumn('reward_invoice_id', 'text').execute();
  await db.schema
    .createIndex('referrals_referrer_idx')
    .on('referrals')
    .columns(['tenant_id', 'referrer_user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('referrals_referrer_idx').execute();
  await db.schema.alterTable('referrals').dropColumn('reward_invoice_id').execute();
  await db.schema.alterTable('referrals').dropColumn('reward_subscription_id').execute();
  await db.schema.alterTable('referrals').dropColumn('reward_applied_at').execute();
  await db.schema.dropTable('referral_invites').execute();
}
