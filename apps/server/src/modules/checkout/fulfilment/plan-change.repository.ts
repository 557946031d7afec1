import type { CatalogPrice } from '../../catalog/catalog.service';
import type { Executor } from '../../../db/executor';
import { krn } from '../../subscriptions/new-subscription';
import type { PaymentDetails } from './fulfilment.repository';

/**
 * spec §4 edit subscription (decision 0022): the subscription takes the new plan's tier, price
 * and cycle, is paid through `paidThrough` (the old paid time plus the new period) and renews
 * automatically with the method just used, keeping the add-ons bought with the plan (decision
 * 0122). A trial or a lapsed subscription becomes a paid, active one; renewal bookkeeping starts
 * afresh.
 */
export async function applyPlanChange(
  trx: Executor,
  c: {
    tenantId: string;
    rowId: string;
    plan: CatalogPrice;
    paymentMethodId: string | null;
    paymentKind: PaymentDetails['kind'];
    paidThrough: Date;
    now: Date;
  },
): Promise<void> {
  const { basePeriod } = c.plan.price;
  const addonPrices = await carryAddons(trx, c);
  await trx
    .updateTable('subscriptions')
    .set({
      state: 'active',
      type: 'standard',
      tier: c.plan.product.tier ?? 'TIER_BASIC',
      product_id: c.plan.product.id,
      price_id: c.plan.row.id,
      price_krns: JSON.stringify(
        [c.plan.row.id, ...addonPrices].map((id) => krn(c.tenantId, 'price', id)),
      ),
      currency: c.plan.row.currency,
      renewal_amount: c.plan.row.nextAmount,
      next_billing_cycle: cycleMonths(basePeriod),
      next_payment_date: c.paidThrough.toISOString(),
      next_payment_method: c.paymentKind,
      payment_method_id: c.paymentMethodId,
      auto_billing_enabled: 1,
      expires_soon: 0,
      auto_bill_failed_on: null,
      auto_bill_payment_failed: 0,
      renewal_attempts: 0,
      next_retry_at: null,
      billing_anchor: null,
      updated_at: c.now.toISOString(),
    })
    .where('tenant_id', '=', c.tenantId)
    .where('id', '=', c.rowId)
    .execute();
}

/**
 * Decision 0122: a plan change keeps the add-ons bought with the plan in its renewal. Each is
 * re-priced to the same add-on's price for the new plan's cycle (same offer and currency, the
 * same taxed / untaxed variant first); one with no such price stops renewing with the plan and
 * runs to its paid end. Their paid-through dates do not move: the change pays for the plan.
 * Answers the price ids the add-ons now renew at.
 */
async function carryAddons(
  trx: Executor,
  c: { tenantId: string; rowId: string; plan: CatalogPrice },
): Promise<string[]> {
  const { basePeriod } = c.plan.row;
  const addons = await trx
    .selectFrom('subscription_addons as a')
    .leftJoin('prices as old', (j) =>
      j.onRef('old.id', '=', 'a.price_id').onRef('old.tenant_id', '=', 'a.tenant_id'),
    )
    .select(['a.id', 'a.addon_id', 'old.taxed'])
    .where('a.tenant_id', '=', c.tenantId)
    .where('a.subscription_id', '=', c.rowId)
    .where('a.renews_with_plan', '=', 1)
    .execute();
  const kept: string[] = [];
  for (const addon of addons) {
    const price = await trx
      .selectFrom('prices')
      .select(['id', 'next_amount', 'taxed'])
      .where('tenant_id', '=', c.tenantId)
      .where('offer_id', '=', c.plan.row.offerId)
      .where('product_id', '=', addon.addon_id)
      .where('currency', '=', c.plan.row.currency)
      .where('base_period_length', '=', basePeriod.length)
      .where('base_period_unit', '=', basePeriod.unit)
      .orderBy('sort_order')
      .execute();
    const chosen = price.find((p) => p.taxed === addon.taxed) ?? price[0];
    await trx
      .updateTable('subscription_addons')
      .set(
        chosen
          ? {
              price_id: chosen.id,
              renewal_amount: chosen.next_amount,
              billing_cycle: cycleMonths(basePeriod),
            }
          : { renews_with_plan: 0 },
      )
      .where('id', '=', addon.id)
      .execute();
    if (chosen) kept.push(chosen.id);
  }
  return kept;
}

const cycleMonths = (period: { length: number; unit: string }) =>
  period.unit === 'years' ? period.length * 12 : period.length;
