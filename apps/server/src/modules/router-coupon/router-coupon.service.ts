import type { RouterCoupon } from '@halyard/contract';
import { isPast } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { CouponRecord, RouterCouponRepository } from './router-coupon.repository';

export type CouponOutcome =
  | { readonly ok: true; readonly value: RouterCoupon }
  | { readonly ok: false; readonly reason: 'not-found' | 'expired' };

function view(record: CouponRecord, now: Date): RouterCoupon {
  // spec §4: expired when its date is in the past; a used coupon stays "claimed" for the record.
  const status = record.claimedAt
    ? 'claimed'
    : isPast(record.expires, now)
      ? 'expired'
      : 'available';
  return {
    subscription_krn: record.subscriptionKrn,
    code: record.code,
    expires: record.expires,
    status,
    claimed_at: record.claimedAt,
  };
}

/** spec §2 Router coupon (decision 0062): show the code; record that it was used. */
export function createRouterCouponService(deps: { repo: RouterCouponRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async get(tenantId: string, userId: string, krn: string): Promise<CouponOutcome> {
      const record = await repo.findBySubscriptionKrn(tenantId, userId, krn);
      return record
        ? { ok: true, value: view(record, clock.now()) }
        : { ok: false, reason: 'not-found' };
    },

    async claim(tenantId: string, userId: string, krn: string): Promise<CouponOutcome> {
      const now = clock.now();
      const record = await repo.findBySubscriptionKrn(tenantId, userId, krn);
      if (!record) return { ok: false, reason: 'not-found' };
      if (record.claimedAt) return { ok: true, value: view(record, now) };
      if (isPast(record.expires, now)) return { ok: false, reason: 'expired' };
      await repo.claim(tenantId, record.id, now);
      const claimed = await repo.findBySubscriptionKrn(tenantId, userId, krn);
      return { ok: true, value: view(claimed ?? record, now) };
    },
  };
}
