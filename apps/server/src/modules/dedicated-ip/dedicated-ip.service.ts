import type { DedicatedIp } from '@halyard/contract';
import { isPast } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/executor';
import type { DedicatedIpPoolRepository } from './dedicated-ip-pool.repository';
import type { DedicatedIpRecord, DedicatedIpRepository } from './dedicated-ip.repository';

export type ToggleOutcome =
  | { readonly ok: true; readonly value: DedicatedIp }
  | { readonly ok: false; readonly reason: 'not-found' | 'expired' };

export type ChooseOutcome =
  | { readonly ok: true; readonly value: DedicatedIp }
  | {
      readonly ok: false;
      readonly reason: 'not-found' | 'expired' | 'assigned' | 'unknown-region' | 'empty';
    };

/** Mails the customer that the address is ready, inside the assignment's transaction. */
export type ReadyNotice = (
  trx: Executor,
  owner: { tenantId: string; userId: string },
  dip: DedicatedIp,
) => Promise<void>;

/**
 * spec §2 Dedicated IP (decision 0062): the add-on's region, address, billing cycle and renewal,
 * and its own automatic-renewal flag, which the customer turns on and off apart from the plan's.
 */
export function createDedicatedIpService(deps: {
  repo: DedicatedIpRepository;
  pool: DedicatedIpPoolRepository;
  clock: Clock;
  ready: ReadyNotice;
}) {
  const { repo, pool, clock } = deps;
  const view = (record: DedicatedIpRecord, now: Date): DedicatedIp => ({
    id: record.id,
    krn: record.krn,
    subscription_id: record.subscriptionId,
    region: record.region,
    ip_address: record.ipAddress,
    billing_cycle: record.billingCycle,
    // Decision 0184: its own date when bought later; 0122: moved with the plan's otherwise.
    renews_on: record.expiresAt,
    renews_with_plan: record.renewsWithPlan,
    renews: record.autoBillingEnabled && !record.ended && !expiredAt(record, now),
    auto_billing_enabled: record.autoBillingEnabled,
    expired: expiredAt(record, now),
  });

  return {
    regions: (tenantId: string) => pool.regions(tenantId),

    /**
     * Issue 24 item 7 (decision 0168): a paid add-on without an address takes the next free
     * address of the chosen region; the customer is mailed in the same transaction.
     */
    async chooseRegion(
      tenantId: string,
      userId: string,
      id: string,
      region: string,
    ): Promise<ChooseOutcome> {
      const now = clock.now();
      const record = await repo.find(tenantId, userId, id);
      if (!record) return { ok: false, reason: 'not-found' };
      if (record.ipAddress !== null) return { ok: false, reason: 'assigned' };
      if (expiredAt(record, now)) return { ok: false, reason: 'expired' };
      if (!(await pool.hasRegion(tenantId, region))) return { ok: false, reason: 'unknown-region' };
      const outcome = await pool.assign(tenantId, record.id, region, now, (trx, ipAddress) =>
        deps.ready(trx, { tenantId, userId }, view({ ...record, region, ipAddress }, now)),
      );
      if (!outcome.ok) return outcome;
      return { ok: true, value: view({ ...record, region, ipAddress: outcome.ipAddress }, now) };
    },

    async list(tenantId: string, userId: string): Promise<DedicatedIp[]> {
      const now = clock.now();
      return (await repo.list(tenantId, userId)).map((record) => view(record, now));
    },

    async setAutoBilling(
      tenantId: string,
      userId: string,
      id: string,
      enabled: boolean,
    ): Promise<ToggleOutcome> {
      const now = clock.now();
      const record = await repo.find(tenantId, userId, id);
      if (!record) return { ok: false, reason: 'not-found' };
      // A lapsed add-on is bought again through the checkout, not switched back on.
      if (enabled && view(record, now).expired) return { ok: false, reason: 'expired' };
      await repo.setAutoBilling(tenantId, id, enabled);
      return { ok: true, value: view({ ...record, autoBillingEnabled: enabled }, now) };
    },
  };
}

// spec §4 "An addon is expired when its date is in the past."
const expiredAt = (record: DedicatedIpRecord, now: Date) =>
  record.expiresAt !== null && isPast(record.expiresAt, now);
