import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * The support inbox behind the chat button (decision 0042): messages per tenant, with the user
 * when one was signed in and the sender's IP for rate limiting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_user_idx')
    .on('support_messages')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_messages_email_idx')
    .on('support_messages')
    .columns(['tenant_id', 'email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_messages_ip_idx')
    .on('support_messages')
    .columns(['ip', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_messages').execute();
}
