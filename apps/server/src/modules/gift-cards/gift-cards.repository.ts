import { isTier, PLAN_PRODUCT_IDS, type Currency, type PlanTier, type Tier } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import { krn, newSubscriptionRow } from '../subscriptions/new-subscription';

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

    /**
     * Issue 24 item 5 (decision 0164): the price a gift-card subscription renews at once it has a
     * payment method — the regular offer's price of its tier for `months`, else for one month.
     */
    async renewalPrice(
      executor: Executor,
      tenantId: string,
      tier: Tier,
      months: number,
      currency: Currency,
    ): Promise<{ id: string; productId: string; nextAmount: number; months: number } | null> {
      const product = tier in PLAN_PRODUCT_IDS ? PLAN_PRODUCT_IDS[tier as PlanTier] : null;
      if (!product) return null;
      const rows = await executor
        .selectFrom('prices as p')
        .innerJoin('offers as o', (j) =>
          j.onRef('o.id', '=', 'p.offer_id').onRef('o.tenant_id', '=', 'p.tenant_id'),
        )
        .select(['p.id', 'p.product_id', 'p.next_amount', 'p.base_period_length'])
        .where('p.tenant_id', '=', tenantId)
        .where('o.kind', '=', 'regular')
        .where('p.product_id', '=', product)
        .where('p.currency', '=', currency)
        .where('p.base_period_unit', '=', 'month')
        .where('p.base_period_length', 'in', [months, 1])
        .execute();
      const row = rows.find((r) => r.base_period_length === months) ?? rows[0];
      return row
        ? {
            id: row.id,
            productId: row.product_id,
            nextAmount: row.next_amount,
            months: row.base_period_length,
          }
        : null;
    },

    /** The cycle and currency a subscription renews in. */
    async cycleOf(executor: Executor, rowId: string) {
      return executor
        .selectFrom('subscriptions')
        .select(['next_billing_cycle', 'currency'])
        .where('id', '=', rowId)
        .executeTakeFirstOrThrow();
    },

    /**
     * A card of a higher tier on a running subscription (issue 24 item 5): the subscription takes
     * the card's tier and renews at that tier's price for its cycle.
     */
    async upgrade(
      trx: Executor,
      s: {
        tenantId: string;
        rowId: string;
        tier: Tier;
        price: { id: string; productId: string; nextAmount: number; months: number } | null;
        until: Date;
        now: Date;
      },
    ) {
      await trx
        .updateTable('subscriptions')
        .set({
          tier: s.tier,
          next_payment_date: s.until.toISOString(),
          expires_soon: 0,
          updated_at: s.now.toISOString(),
          ...(s.price && {
            product_id: s.price.productId,
            price_id: s.price.id,
            price_krns: JSON.stringify([krn(s.tenantId, 'price', s.price.id)]),
            renewal_amount: s.price.nextAmount,
            next_billing_cycle: s.price.months,
          }),
        })
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', s.rowId)
        .execute();
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
      s: {
        tenantId: string;
        userId: string;
        card: GiftCard;
        until: Date;
        now: Date;
        /** What it renews at once it has a payment method (null: not sold as a plan). */
        price: { id: string; productId: string; nextAmount: number; months: number } | null;
      },
    ) {
      const { id, publicId, row } = newSubscriptionRow(s.tenantId, s.now);
      const product =
        s.card.tier in PLAN_PRODUCT_IDS ? PLAN_PRODUCT_IDS[s.card.tier as PlanTier] : null;
      await trx
        .insertInto('subscriptions')
        .values({
          ...row,
          user_id: s.userId,
          tier: s.card.tier,
          product_id: s.price?.productId ?? product,
          price_id: s.price?.id ?? null,
          price_krns: s.price ? JSON.stringify([krn(s.tenantId, 'price', s.price.id)]) : '[]',
          currency: 'USD',
          renewal_amount: s.price?.nextAmount ?? 0,
          next_billing_cycle: s.price?.months ?? s.card.months,
          next_payment_date: s.until.toISOString(),
          next_payment_method: 'gift_card',
          payment_method_id: null,
          auto_billing_enabled: 0,
          supports_autobill: 0,
        })
        .execute();
      return { id, publicId };
    },
  };
}

export type GiftCardsRepository = ReturnType<typeof createGiftCardsRepository>;
