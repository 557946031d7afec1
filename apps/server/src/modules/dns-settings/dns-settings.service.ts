import type { DnsSettings, SmartDnsAddress } from '@halyard/contract';
import { MAX_SMART_DNS_ADDRESSES, normalizeIp } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { NavAccess } from '../portal-access/nav-access';
import type { DnsSettingsRepository } from './dns-settings.repository';

export type RegisterOutcome =
  | { readonly ok: true; readonly address: SmartDnsAddress }
  | { readonly ok: false; readonly reason: 'already-registered' | 'limit-reached' };

/**
 * spec §2 DNS Settings (decision 0061): the user registers the address they browse from, so the
 * smart DNS resolvers answer that address; the page is open only to whom spec §6 shows it.
 */
export function createDnsSettingsService(deps: {
  repo: DnsSettingsRepository;
  access: NavAccess;
  clock: Clock;
}) {
  const { repo, access, clock } = deps;
  return {
    async settings(tenantId: string, userId: string, seenIp: string): Promise<DnsSettings> {
      await access.require(tenantId, userId, 'dns-settings');
      return {
        current_ip: normalizeIp(seenIp),
        addresses: await repo.list(repo.db, tenantId, userId),
        limit: MAX_SMART_DNS_ADDRESSES,
      };
    },

    async register(
      tenantId: string,
      userId: string,
      seenIp: string,
      label: string | null,
    ): Promise<RegisterOutcome> {
      await access.require(tenantId, userId, 'dns-settings');
      const ip = normalizeIp(seenIp);
      return repo.transaction(async (trx): Promise<RegisterOutcome> => {
        const existing = await repo.list(trx, tenantId, userId);
        if (existing.some((address) => address.ip === ip)) {
          return { ok: false, reason: 'already-registered' };
        }
        if (existing.length >= MAX_SMART_DNS_ADDRESSES)
          return { ok: false, reason: 'limit-reached' };
        const address = await repo.add(trx, { tenantId, userId, ip, label, at: clock.now() });
        return { ok: true, address };
      });
    },

    remove: (tenantId: string, userId: string, id: string) => repo.remove(tenantId, userId, id),
  };
}
