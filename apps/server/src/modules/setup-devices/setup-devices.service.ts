import type { ActivationSetup } from '@halyard/contract';
import { isEligibleSubscription, subscriptionFromApi } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { SetupDevicesRepository } from './setup-devices.repository';

export type ActivationOutcome =
  | { readonly ok: true; readonly value: ActivationSetup }
  | { readonly ok: false; readonly reason: 'invalid-or-expired' };

/**
 * spec §2 Setup Devices (decision 0060): an activation code is the setup link token of one of the
 * signed-in user's subscriptions that still gives a working VPN (the domain's eligible
 * subscription). Anyone else's code, an unknown one and a lapsed subscription's all read as
 * "invalid or expired", so a code reveals nothing about other accounts.
 */
export function createSetupDevicesService(deps: {
  devices: SetupDevicesRepository;
  subscriptions: SubscriptionsRepository;
  clock: Clock;
}) {
  return {
    async activation(tenantId: string, userId: string, code: string): Promise<ActivationOutcome> {
      const subs = await deps.subscriptions.listForUser(tenantId, userId);
      const sub = subs.map((s) => subscriptionFromApi(s)).find((s) => s.setup_link_token === code);
      if (!sub || !isEligibleSubscription(sub, deps.clock.now())) {
        return { ok: false, reason: 'invalid-or-expired' };
      }
      return {
        ok: true,
        value: {
          activation_code: code,
          subscription_id: sub.subscription_id,
          tier: sub.tier,
          devices: await deps.devices.devices(tenantId),
        },
      };
    },
  };
}
