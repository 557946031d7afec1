import type { Executor } from '../../db/executor';

/** Who holds a row while it is charged: an engine instance or one portal request (0031). */
export interface Lease {
  readonly id: string;
  readonly owner: string;
}

/** The rows billed on their own: a subscription's plan, or an add-on on its own date (0184). */
export type LeasedTable = 'subscriptions' | 'subscription_addons';

/** Takes the lease unless someone holds it (an engine run, another request); false then. */
export async function takeLease(
  executor: Executor,
  table: LeasedTable,
  lease: Lease,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const result = await executor
    .updateTable(table)
    .set({
      lease_owner: lease.owner,
      lease_until: new Date(now.getTime() + leaseMs).toISOString(),
    })
    .where('id', '=', lease.id)
    .where((eb) =>
      eb.or([eb('lease_owner', 'is', null), eb('lease_until', '<', now.toISOString())]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease back; the run's instant excludes the row from the same run's claims. */
export async function releaseLease(
  executor: Executor,
  table: LeasedTable,
  lease: Lease,
  now: Date,
): Promise<void> {
  await executor
    .updateTable(table)
    .set({ lease_owner: null, lease_until: now.toISOString() })
    .where('id', '=', lease.id)
    .where('lease_owner', '=', lease.owner)
    .execute();
}
