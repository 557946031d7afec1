import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * ID Defender (decision 0065): the partner owns the alerts, policies, removals and scans; ours are
 * the membership (which partner member a user is, since when) and which alerts a user has read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The user's membership at the partner: the id the partner knows them by and since when.
  await db.schema
    .createTable('id_defender_enrolments')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('enrolled_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('id_defender_enrolments_pk', ['tenant_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('id_defender_alert_reads')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('alert_id', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('id_defender_alert_reads_pk', ['tenant_id', 'user_id', 'alert_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('id_defender_alert_reads').execute();
  await db.schema.dropTable('id_defender_enrolments').execute();
}
