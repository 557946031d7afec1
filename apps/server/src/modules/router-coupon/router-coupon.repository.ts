import type { Db } from '../../db/database';

export interface CouponRecord {
  readonly id: string;
  readonly subscriptionKrn: string;
  readonly code: string;
  readonly expires: string;
  readonly claimedAt: string | null;
}

/** spec §3 aircoveCoupon: the coupon of one of the user's subscriptions, found by its krn. */
export function createRouterCouponRepository(db: Db) {
  return {
    /** The subscription's latest-expiring coupon (the one spec §3 `aircoveCoupon` names). */
    async findBySubscriptionKrn(
      tenantId: string,
      userId: string,
      krn: string,
    ): Promise<CouponRecord | null> {
      const row = await db
        .selectFrom('aircove_coupons as c')
        .innerJoin('subscriptions as s', (join) =>
          join.onRef('s.id', '=', 'c.subscription_id').onRef('s.tenant_id', '=', 'c.tenant_id'),
        )
        .select(['c.id', 's.krn', 'c.code', 'c.expires', 'c.claimed_at'])
        .where('c.tenant_id', '=', tenantId)
        .where('s.user_id', '=', userId)
        .where('s.krn', '=', krn)
        .orderBy('c.expires', 'desc')
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        subscriptionKrn: row.krn,
        code: row.code,
        expires: row.expires,
        claimedAt: row.claimed_at,
      };
    },

    /** Stamps the claim once; a second claim keeps the first date. */
    async claim(tenantId: string, id: string, at: Date): Promise<void> {
      await db
        .updateTable('aircove_coupons')
        .set({ claimed_at: at.toISOString() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('claimed_at', 'is', null)
        .execute();
    },
  };
}

export type RouterCouponRepository = ReturnType<typeof createRouterCouponRepository>;
