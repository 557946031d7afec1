import type { Db } from '../../db/database';

export interface EsimRecord {
  readonly id: string;
  readonly subscriptionId: string;
  readonly dataGb: number;
  readonly validityDays: number;
  readonly activationCode: string;
  readonly expires: string;
}

/** spec §3 holiday_esims of the user's subscriptions, latest expiry first (the first is current). */
export function createEsimRepository(db: Db) {
  return {
    async list(tenantId: string, userId: string): Promise<EsimRecord[]> {
      const rows = await db
        .selectFrom('holiday_esims as e')
        .innerJoin('subscriptions as s', (join) =>
          join.onRef('s.id', '=', 'e.subscription_id').onRef('s.tenant_id', '=', 'e.tenant_id'),
        )
        .select([
          'e.id',
          's.subscription_id',
          'e.data_gb',
          'e.validity_days',
          'e.activation_code',
          'e.expires',
        ])
        .where('e.tenant_id', '=', tenantId)
        .where('s.user_id', '=', userId)
        .orderBy('e.expires', 'desc')
        .orderBy('e.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        subscriptionId: row.subscription_id,
        dataGb: row.data_gb,
        validityDays: row.validity_days,
        activationCode: row.activation_code,
        expires: row.expires,
      }));
    },
  };
}

export type EsimRepository = ReturnType<typeof createEsimRepository>;
