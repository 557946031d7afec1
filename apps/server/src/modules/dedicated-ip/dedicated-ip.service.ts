import type { DedicatedIp } from '@halyard/contract';
import { isPast } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { DedicatedIpRecord, DedicatedIpRepository } from './dedicated-ip.repository';

export type ToggleOutcome =
  | { readonly ok: true; readonly value: DedicatedIp }
  | { readonly ok: false; readonly reason: 'not-found' | 'expired' };

/**
 * spec §2 Dedicated IP (decision 0062): the add-on's region, address, billing cycle and renewal,
 * and its own automatic-renewal flag, which the customer turns on and off apart from the plan's.
 */
export function createDedicatedIpService(deps: { repo: DedicatedIpRepository; clock: Clock }) {
  const { repo, clock } = deps;
  const view = (record: DedicatedIpRecord, now: Date): DedicatedIp => ({
    id: record.id,
    krn: record.krn,
    subscription_id: record.subscriptionId,
    region: record.region,
    ip_address: record.ipAddress,
    billing_cycle: record.billingCycle,
    renews_on: record.expiresAt,
    auto_billing_enabled: record.autoBillingEnabled,
    // spec §4 "An addon is expired when its date is in the past."
    expired: record.expiresAt !== null && isPast(record.expiresAt, now),
  });

  return {
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
