import type { Executor } from '../../db/executor';

/** Who holds a row while it is charged: an engine instance or one portal request (0031). */
export interface Lease {
  readonly id: string;
  readonly owner: string;
}

/** The rows billed on their own: a subscription's plan, or an add-on on its own date (0184). */
export type LeasedTable = 'subscriptions' | 'subscription_addons';

/** A period booked under the lease: from the due date charged (`current`) to `next`. */
export interface PeriodMove {
  readonly current: string;
  readonly next: string;
  readonly anchor: string;
  readonly now: Date;
}

/** A declined renewal charge; `nextRetryAt` undefined keeps the engine's schedule (a portal retry). */
export interface Decline {
  readonly now: Date;
  readonly attempts: number;
  readonly failedOn: string | null;
  readonly nextRetryAt?: string | null;
}

/** The failure flags a decline writes, on a plan or an add-on on its own date (0031, 0184). */
export const declineFlags = (d: Decline) => ({
  auto_bill_failed_on: d.failedOn ?? d.now.toISOString(),
  renewal_attempts: d.attempts,
  ...(d.nextRetryAt !== undefined && { next_retry_at: d.nextRetryAt }),
});

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
