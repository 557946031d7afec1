import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';

/** The limits staff may change after a code was created. */
export interface PromotionLimits {
  readonly expires_at: string | null;
  readonly max_redemptions: number | null;
  readonly per_customer_limit: number | null;
}

function codes(executor: Executor, tenantId: string) {
  return executor
    .selectFrom('promotion_codes as c')
    .leftJoin('offers as o', (join) =>
      join.onRef('o.id', '=', 'c.offer_id').onRef('o.tenant_id', '=', 'c.tenant_id'),
    )
    .selectAll('c')
    .select('o.name as offer_name')
    .where('c.tenant_id', '=', tenantId);
}
type CodeRow = Awaited<ReturnType<ReturnType<typeof codes>['executeTakeFirstOrThrow']>>;

/** A code as the back office shows it (decision 0219). */
export const toAdminCode = (row: CodeRow) => ({
  id: row.id,
  code: row.code,
  offer_id: row.offer_id,
  offer_name: row.offer_name ?? null,
  percent_off_bp: row.percent_off_bp,
  plan_product_ids: JSON.parse(row.plan_product_ids) as string[],
  expires_at: row.expires_at,
  max_redemptions: row.max_redemptions,
  redemptions: Number(row.redemptions),
  per_customer_limit: row.per_customer_limit,
  new_customers_only: Number(row.new_customers_only) === 1,
  created_at: row.created_at,
  deactivated_at: row.deactivated_at,
});
export type AdminCode = ReturnType<typeof toAdminCode>;

/** Issue 22 item 4 (decision 0219): the back office's reads and writes of promotion codes. */
export function createPromotionCodesAdminRepository(db: Db) {
  return {
    async list(tenantId: string): Promise<AdminCode[]> {
      return (await codes(db, tenantId).orderBy('c.code').execute()).map(toAdminCode);
    },

    async one(executor: Executor, tenantId: string, id: string): Promise<AdminCode | null> {
      const row = await codes(executor, tenantId).where('c.id', '=', id).executeTakeFirst();
      return row ? toAdminCode(row) : null;
    },

    async byCode(executor: Executor, tenantId: string, code: string): Promise<AdminCode | null> {
      const row = await codes(executor, tenantId).where('c.code', '=', code).executeTakeFirst();
      return row ? toAdminCode(row) : null;
    },

    /** The plan products the offer has a price for: what a code of the offer may name. */
    async offerPlans(executor: Executor, tenantId: string, offerId: string): Promise<string[]> {
      const rows = await executor
        .selectFrom('prices as p')
        .innerJoin('products as pr', (join) =>
          join.onRef('pr.id', '=', 'p.product_id').onRef('pr.tenant_id', '=', 'p.tenant_id'),
        )
        .select('pr.id')
        .distinct()
        .where('p.tenant_id', '=', tenantId)
        .where('p.offer_id', '=', offerId)
        .where('pr.kind', '=', 'plan')
        .execute();
      return rows.map((r) => r.id);
    },

    async setLimits(executor: Executor, tenantId: string, id: string, limits: PromotionLimits) {
      await executor
        .updateTable('promotion_codes')
        .set(limits)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    async setDeactivated(executor: Executor, tenantId: string, id: string, at: string | null) {
      await executor
        .updateTable('promotion_codes')
        .set({ deactivated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
  };
}

export type PromotionCodesAdminRepository = ReturnType<typeof createPromotionCodesAdminRepository>;
