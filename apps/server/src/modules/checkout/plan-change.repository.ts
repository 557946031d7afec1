import type { CatalogPrice } from '../catalog/catalog.service';
import type { Executor } from '../mail/mail-outbox.repository';
import type { PaymentDetails } from './fulfilment.repository';

/**
 * spec §4 edit subscription (decision 0022): the subscription takes the new plan's tier, price
 * and cycle, is paid through `paidThrough` (the old paid time plus the new period) and renews
 * automatically with the method just used. A trial or a lapsed subscription becomes a paid,
 * active one; renewal bookkeeping starts afresh.
 */
export async function applyPlanChange(
  trx: Executor,
  c: {
    tenantId: string;
    rowId: string;
    plan: CatalogPrice;
    paymentMethodId: string;
    paymentKind: PaymentDetails['kind'];
    paidThrough: Date;
    now: Date;
  },
): Promise<void> {
  const { basePeriod } = c.plan.price;
  await trx
    .updateTable('subscriptions')
    .set({
      state: 'active',
      type: 'standard',
      tier: c.plan.product.tier ?? 'TIER_BASIC',
      product_id: c.plan.product.id,
      price_id: c.plan.row.id,
      price_krns: JSON.stringify([`krn:${c.tenantId}:price:${c.plan.row.id}`]),
      currency: c.plan.row.currency,
      renewal_amount: c.plan.row.nextAmount,
      next_billing_cycle: basePeriod.unit === 'years' ? basePeriod.length * 12 : basePeriod.length,
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
