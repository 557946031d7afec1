import type { HolidayEsim } from '@halyard/contract';
import { esimStatus } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { EsimRepository } from './esim.repository';

/**
 * spec §2 eSIM: each holiday eSIM with its allowance, validity and expiry. The activation code
 * (what the QR code carries) is given only while the eSIM is active: an expired profile cannot
 * be installed, so it is not handed out (decision 0062).
 */
export function createEsimService(deps: { repo: EsimRepository; clock: Clock }) {
  return {
    async list(tenantId: string, userId: string): Promise<HolidayEsim[]> {
      const now = deps.clock.now();
      return (await deps.repo.list(tenantId, userId)).map((esim) => {
        const status = esimStatus(esim, now);
        return {
          id: esim.id,
          subscription_id: esim.subscriptionId,
          data_gb: esim.dataGb,
          validity_days: esim.validityDays,
          expires: esim.expires,
          status,
          activation_code: status === 'active' ? esim.activationCode : null,
        };
      });
    },
  };
}
