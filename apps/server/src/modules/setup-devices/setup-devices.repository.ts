import type { SetupDevice } from '@halyard/contract';
import type { Db } from '../../db/database';

/** spec §2 Setup Devices: the tenant's devices, in display order (decision 0060). */
export function createSetupDevicesRepository(db: Db) {
  return {
    async devices(tenantId: string): Promise<SetupDevice[]> {
      const rows = await db
        .selectFrom('setup_devices')
        .select(['id', 'download_url'])
        .where('tenant_id', '=', tenantId)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({ id: row.id, download_url: row.download_url }));
    },
  };
}

export type SetupDevicesRepository = ReturnType<typeof createSetupDevicesRepository>;
