import { randomUUID } from 'node:crypto';
import type { SmartDnsAddress } from '@halyard/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, SmartDnsAddressesTable } from '../../db/schema';

type Executor = Db | Transaction<Database>;

function toAddress(row: Selectable<SmartDnsAddressesTable>): SmartDnsAddress {
  return { id: row.id, ip: row.ip, label: row.label, created_at: row.created_at };
}

/** spec §2 DNS Settings (decision 0061): a user's smart DNS addresses, scoped by tenant and user. */
export function createDnsSettingsRepository(db: Db) {
  return {
    db,
    async list(ex: Executor, tenantId: string, userId: string): Promise<SmartDnsAddress[]> {
      const rows = await ex
        .selectFrom('smart_dns_addresses')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map(toAddress);
    },

    async add(
      ex: Executor,
      input: { tenantId: string; userId: string; ip: string; label: string | null; at: Date },
    ): Promise<SmartDnsAddress> {
      const row = {
        id: randomUUID(),
        tenant_id: input.tenantId,
        user_id: input.userId,
        ip: input.ip,
        label: input.label,
        created_at: input.at.toISOString(),
      };
      await ex.insertInto('smart_dns_addresses').values(row).execute();
      return toAddress(row);
    },

    /** Removes the user's address `id`; false when they have none by that id. */
    async remove(tenantId: string, userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('smart_dns_addresses')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    transaction: <T>(work: (trx: Executor) => Promise<T>) => db.transaction().execute(work),
  };
}

export type DnsSettingsRepository = ReturnType<typeof createDnsSettingsRepository>;
