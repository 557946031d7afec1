import { randomBytes, randomUUID } from 'node:crypto';
import { isTier, PLAN_PRODUCT_IDS, type PlanTier, type Tier } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Executor } from '../mail/mail-outbox.repository';

export interface GiftCard {
  readonly id: string;
  readonly code: string;
  readonly tier: Tier;
  readonly months: number;
  readonly expiresAt: string | null;
  readonly redeemedAt: string | null;
}

/** Gift cards by code (tenant scoped) and the rows a redemption writes. */
export function createGiftCardsRepository(db: Db) {
  return {
    async find(tenantId: string, code: string): Promise<GiftCard | null> {
      const row = await db
        .selectFrom('gift_cards')
        .select(['id', 'code', 'tier', 'months', 'expires_at', 'redeemed_at'])
        .where('tenant_id', '=', tenantId)
        .where('code', '=', code)
        .executeTakeFirst();
      if (!row || !isTier(row.tier)) return null;
      return {
        id: row.id,
        code: row.code,
        tier: row.tier,
        months: row.months,
        expiresAt: row.expires_at,
        redeemedAt: row.redeemed_at,
      };
    },

    /**
     * One-time use: marks the card redeemed only if nobody has and it has not expired; exactly
     * one concurrent redemption gets true.
     */
    async claim(trx: Executor, card: GiftCard, userId: string, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const result = await trx
        .updateTable('gift_cards')
        .set({ redeemed_by_user_id: userId, redeemed_at: at })
        .where('id', '=', card.id)
        .where('redeemed_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>=', at)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async extend(trx: Executor, tenantId: string, subscriptionId: string, until: Date, now: Date) {
      await trx
        .updateTable('subscriptions')
        .set({
          next_payment_date: until.toISOString(),
          expires_soon: 0,
          updated_at: now.toISOString(),
        })
        .where('tenant_id', '=', tenantId)
        .where('subscription_id', '=', subscriptionId)
        .execute();
    },

    /**
     * A prepaid subscription paid by gift card (spec §3 payment method "gift card"): nothing to
     * charge at its end, so auto-billing is off until the customer adds a payment method.
     */
    async createPrepaid(
      trx: Executor,
      s: { tenantId: string; userId: string; card: GiftCard; until: Date; now: Date },
    ) {
      const id = randomUUID();
      const publicId = `sub_${randomBytes(8).toString('hex')}`;
      const at = s.now.toISOString();
      const product =
        s.card.tier in PLAN_PRODUCT_IDS ? PLAN_PRODUCT_IDS[s.card.tier as PlanTier] : null;
      await trx
        .insertInto('subscriptions')
        .values({
          id,
          tenant_id: s.tenantId,
          user_id: s.userId,
          krn: `krn:${s.tenantId}:subscription:${id}`,
          subscription_id: publicId,
          state: 'active',
          type: 'standard',
          tier: s.card.tier,
          product_id: product,
          price_id: null,
          price_krns: '[]',
          currency: 'USD',
          renewal_amount: 0,
          next_billing_cycle: s.card.months,
          next_payment_date: s.until.toISOString(),
          next_payment_method: 'gift_card',
          payment_method_id: null,
          auto_billing_enabled: 0,
          supports_autobill: 0,
          auto_bill_failed_on: null,
          auto_bill_payment_failed: 0,
          expires_soon: 0,
          manual_renew_allowed: 1,
          handled_by_chargebee: 0,
          purchase_date: at,
          setup_link_token: `act_${randomBytes(8).toString('hex')}`,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { id, publicId };
    },
  };
}

export type GiftCardsRepository = ReturnType<typeof createGiftCardsRepository>;
