import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

/** Our side of ID Defender (decision 0065): memberships and read marks, tenant + user scoped. */
export function createIdDefenderRepository(db: Db) {
  return {
    /** The user's membership; made on first use with a fresh member id, `enrolledAt` given. */
    async enrolment(
      tenantId: string,
      userId: string,
      enrolledAt: Date,
      now: Date,
    ): Promise<{ memberId: string; enrolledAt: Date }> {
      const find = () =>
        db
          .selectFrom('id_defender_enrolments')
          .select(['member_id', 'enrolled_at'])
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
      let row = await find();
      if (!row) {
        await db
          .insertInto('id_defender_enrolments')
          .values({
            tenant_id: tenantId,
            user_id: userId,
            member_id: `mbr_${randomUUID()}`,
            enrolled_at: enrolledAt.toISOString(),
            created_at: now.toISOString(),
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
          .execute();
        row = await find();
      }
      if (!row) throw new Error('ID Defender enrolment was not stored');
      return { memberId: row.member_id, enrolledAt: new Date(row.enrolled_at) };
    },

    /** When the user read each of `alertIds` (absent: unread). */
    async readMarks(
      tenantId: string,
      userId: string,
      alertIds: readonly string[],
    ): Promise<Map<string, string>> {
      if (alertIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('id_defender_alert_reads')
        .select(['alert_id', 'read_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('alert_id', 'in', alertIds)
        .execute();
      return new Map(rows.map((row) => [row.alert_id, row.read_at]));
    },

    /** Marks an alert read once; a second mark keeps the first time. Answers the stored time. */
    async markRead(tenantId: string, userId: string, alertId: string, now: Date): Promise<string> {
      await db
        .insertInto('id_defender_alert_reads')
        .values({
          tenant_id: tenantId,
          user_id: userId,
          alert_id: alertId,
          read_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'alert_id']).doNothing())
        .execute();
      const row = await db
        .selectFrom('id_defender_alert_reads')
        .select('read_at')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('alert_id', '=', alertId)
        .executeTakeFirstOrThrow();
      return row.read_at;
    },
  };
}

export type IdDefenderRepository = ReturnType<typeof createIdDefenderRepository>;
