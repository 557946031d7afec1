import type { Db } from '../../db/database';

/** A dedicated IP add-on row with the subscription it belongs to. */
export interface DedicatedIpRecord {
  readonly id: string;
  readonly krn: string;
  readonly subscriptionId: string;
  readonly region: string | null;
  readonly ipAddress: string | null;
  readonly billingCycle: number | null;
  readonly expiresAt: string | null;
  readonly autoBillingEnabled: boolean;
  readonly renewsWithPlan: boolean;
  readonly ended: boolean;
}

interface AddonRow {
  readonly id: string;
  readonly krn: string;
  readonly subscription_id: string;
  readonly region: string | null;
  readonly ip_address: string | null;
  readonly billing_cycle: number | null;
  readonly expires_at: string | null;
  readonly auto_billing_enabled: number;
  readonly renews_with_plan: number;
  readonly ended_at: string | null;
}

/** spec §3 addon `dip` of the user's subscriptions (decision 0062); every read is user-scoped. */
export function createDedicatedIpRepository(db: Db) {
  const base = (tenantId: string, userId: string) =>
    db
      .selectFrom('subscription_addons as a')
      .innerJoin('subscriptions as s', (join) =>
        join.onRef('s.id', '=', 'a.subscription_id').onRef('s.tenant_id', '=', 'a.tenant_id'),
      )
      .select([
        'a.id',
        'a.krn',
        's.subscription_id',
        'a.region',
        'a.ip_address',
        'a.billing_cycle',
        'a.expires_at',
        'a.auto_billing_enabled',
        'a.renews_with_plan',
        'a.ended_at',
      ])
      .where('a.tenant_id', '=', tenantId)
      .where('s.user_id', '=', userId)
      .where('a.addon_type', '=', 'dip');

  const toRecord = (row: AddonRow): DedicatedIpRecord => ({
    id: row.id,
    krn: row.krn,
    subscriptionId: row.subscription_id,
    region: row.region,
    ipAddress: row.ip_address,
    billingCycle: row.billing_cycle,
    expiresAt: row.expires_at,
    autoBillingEnabled: row.auto_billing_enabled === 1,
    renewsWithPlan: row.renews_with_plan === 1,
    ended: row.ended_at !== null,
  });

  return {
    async list(tenantId: string, userId: string): Promise<DedicatedIpRecord[]> {
      const rows = await base(tenantId, userId).orderBy('a.created_at').orderBy('a.id').execute();
      return rows.map(toRecord);
    },

    async find(tenantId: string, userId: string, id: string): Promise<DedicatedIpRecord | null> {
      const row = await base(tenantId, userId).where('a.id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Sets the add-on's own renewal flag (the caller has checked it is the user's). */
    async setAutoBilling(tenantId: string, id: string, enabled: boolean): Promise<void> {
      await db
        .updateTable('subscription_addons')
        .set({ auto_billing_enabled: enabled ? 1 : 0 })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
  };
}

export type DedicatedIpRepository = ReturnType<typeof createDedicatedIpRepository>;
