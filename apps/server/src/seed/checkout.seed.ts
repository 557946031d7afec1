import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Trx = Transaction<Database>;
const DAY = 86_400_000;

/**
 * Demo gift cards (decision 0024): unused ones to redeem, one already redeemed and one expired,
 * so every answer of the gift-card pages can be tried.
 */
export const DEMO_GIFT_CARDS = [
  { code: 'HALYARD-GIFT-12M-0001', tier: 'TIER_PREMIUM', months: 12, state: 'unused' },
  { code: 'HALYARD-GIFT-12M-0002', tier: 'TIER_PREMIUM', months: 12, state: 'used' },
  { code: 'HALYARD-GIFT-01M-0003', tier: 'TIER_BASIC', months: 1, state: 'expired' },
  { code: 'HALYARD-GIFT-24M-0004', tier: 'TIER_PREMIUM', months: 24, state: 'unused' },
  { code: 'HALYARD-GIFT-06M-0005', tier: 'TIER_BASIC', months: 6, state: 'unused' },
] as const;

/** Referral codes of the demo accounts (decision 0023): the key in capitals, e.g. PREMIUMUS. */
export const demoReferralCode = (key: string) => key.replace(/-/g, '').toUpperCase();

export async function seedCheckoutDemo(
  trx: Trx,
  tenantId: string,
  userIds: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  for (const [key, userId] of userIds) {
    await trx
      .updateTable('users')
      .set({ referral_code: demoReferralCode(key) })
      .where('id', '=', userId)
      .execute();
  }
  const redeemer = userIds.get('premium-gb') ?? null;
  await trx
    .insertInto('gift_cards')
    .values(
      DEMO_GIFT_CARDS.map((card) => ({
        id: randomUUID(),
        tenant_id: tenantId,
        code: card.code,
        tier: card.tier,
        months: card.months,
        expires_at: new Date(
          now.getTime() + (card.state === 'expired' ? -30 : 365) * DAY,
        ).toISOString(),
        redeemed_by_user_id: card.state === 'used' ? redeemer : null,
        redeemed_at:
          card.state === 'used' ? new Date(now.getTime() - 20 * DAY).toISOString() : null,
        created_at: new Date(now.getTime() - 60 * DAY).toISOString(),
      })),
    )
    .execute();
}
