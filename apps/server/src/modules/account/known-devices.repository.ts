import type { Db } from '../../db/database';

/** Browsers an account signed in from (the device cookie's hash); issue 23 new-device alerts. */
export function createKnownDevicesRepository(db: Db) {
  return {
    /** Remembers the device; true when the account had not signed in from it before. */
    async remember(tenantId: string, userId: string, deviceHash: string, now: Date) {
      const row = await db
        .insertInto('known_devices')
        .values({
          tenant_id: tenantId,
          user_id: userId,
          device_hash: deviceHash,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'device_hash']).doNothing())
        .returning('device_hash')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type KnownDevicesRepository = ReturnType<typeof createKnownDevicesRepository>;
