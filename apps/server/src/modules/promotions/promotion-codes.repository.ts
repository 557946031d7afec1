import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Currency, PromotionTerms } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { PromotionCodesTable } from '../../db/schema';

/** A stored code: its terms and its row id. */
export interface StoredPromotion extends PromotionTerms {
  readonly id: string;
}

/** One use of a code: by whom, on which invoice, for how much. */
export interface RedemptionRecord {
  readonly tenantId: string;
  readonly codeId: string;
  readonly userId: string;
  readonly invoiceId: string;
  readonly discount: number;
  readonly currency: Currency;
  readonly now: Date;
}

/** A code to write (the catalogue's seed and the tests). */
export interface NewPromotionCode {
  readonly code: string;
  readonly offerId: string;
  readonly percentOffBasisPoints: number;
  readonly planProductIds?: readonly string[];
  readonly expiresAt?: string | null;
  readonly maxRedemptions?: number | null;
  readonly perCustomerLimit?: number | null;
  readonly newCustomersOnly?: boolean;
}

const terms = (row: Selectable<PromotionCodesTable>): StoredPromotion => ({
  id: row.id,
  code: row.code,
  offerId: row.offer_id,
  percentOffBasisPoints: row.percent_off_bp,
  planProductIds: JSON.parse(row.plan_product_ids) as string[],
  expiresAt: row.expires_at,
  maxRedemptions: row.max_redemptions,
  redemptions: Number(row.redemptions),
  perCustomerLimit: row.per_customer_limit,
  newCustomersOnly: Number(row.new_customers_only) === 1,
});

/** Issue 22 item 4 (decision 0193): the tenant's promotion codes and their redemptions. */
export function createPromotionCodesRepository(db: Db) {
  return {
    db,
    async find(tenantId: string, code: string): Promise<StoredPromotion | null> {
      const row = await db
        .selectFrom('promotion_codes')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('code', '=', code)
        .executeTakeFirst();
      return row ? terms(row) : null;
    },

    async list(tenantId: string): Promise<StoredPromotion[]> {
      const rows = await db
        .selectFrom('promotion_codes')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('code')
        .execute();
      return rows.map(terms);
    },

    /** How often this customer used the code. */
    async redemptionsBy(executor: Executor, codeId: string, userId: string): Promise<number> {
      const row = await executor
        .selectFrom('promotion_redemptions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('code_id', '=', codeId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * Counts one redemption if the total limit allows it, in the caller's transaction: one
     * conditional UPDATE, so concurrent purchases can never pass the limit (PostgreSQL re-checks
     * the condition on the locked row; SQLite writes one at a time). False: the code is used up.
     */
    async claim(trx: Executor, codeId: string): Promise<boolean> {
      const result = await trx
        .updateTable('promotion_codes')
        .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
        .where('id', '=', codeId)
        .where((eb) =>
          eb.or([
            eb('max_redemptions', 'is', null),
            eb('redemptions', '<', eb.ref('max_redemptions')),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async record(trx: Executor, r: RedemptionRecord): Promise<void> {
      await trx
        .insertInto('promotion_redemptions')
        .values({
          id: randomUUID(),
          tenant_id: r.tenantId,
          code_id: r.codeId,
          user_id: r.userId,
          invoice_id: r.invoiceId,
          discount: r.discount,
          currency: r.currency,
          redeemed_at: r.now.toISOString(),
        })
        .execute();
    },

    async insert(
      executor: Executor,
      tenantId: string,
      codes: readonly NewPromotionCode[],
      now: Date,
    ): Promise<void> {
      if (codes.length === 0) return;
      await executor
        .insertInto('promotion_codes')
        .values(
          codes.map((c) => ({
            id: randomUUID(),
            tenant_id: tenantId,
            code: c.code,
            offer_id: c.offerId,
            percent_off_bp: c.percentOffBasisPoints,
            plan_product_ids: JSON.stringify(c.planProductIds ?? []),
            expires_at: c.expiresAt ?? null,
            max_redemptions: c.maxRedemptions ?? null,
            per_customer_limit: c.perCustomerLimit ?? null,
            new_customers_only: c.newCustomersOnly ? 1 : 0,
            created_at: now.toISOString(),
          })),
        )
        .execute();
    },
  };
}

export type PromotionCodesRepository = ReturnType<typeof createPromotionCodesRepository>;
