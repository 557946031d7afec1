import type { Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/schema';

const DAY = 86_400_000;

/** The sandbox partner's member id of the ID Defender demo account: its data is the same on every seed. */
export const DEMO_ID_DEFENDER_MEMBER = 'sandbox-demo-id-defender';

/**
 * Issue 8 part B demo data (decisions 0065, 0067): the ID Defender demo account's membership at
 * the sandbox partner since its subscription began (60 days of alerts, removals and scans), and a
 * referral invitation sent by the Premium demo account (whose friend `referred` bought already).
 */
export async function seedAddonsB(
  trx: Transaction<Database>,
  tenantId: string,
  userIds: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const idDefender = userIds.get('id-defender');
  if (idDefender) {
    await trx
      .insertInto('id_defender_enrolments')
      .values({
        tenant_id: tenantId,
        user_id: idDefender,
        member_id: DEMO_ID_DEFENDER_MEMBER,
        enrolled_at: new Date(now.getTime() - 60 * DAY).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
  }
  const premium = userIds.get('premium-us');
  if (premium) {
    await trx
      .insertInto('referral_invites')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        user_id: premium,
        email: 'friend@example.com',
        created_at: new Date(now.getTime() - 2 * DAY).toISOString(),
      })
      .execute();
  }
}
