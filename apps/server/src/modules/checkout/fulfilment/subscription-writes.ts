import { periodEnd } from '@halyard/domain';
import type { Executor } from '../../../db/executor';
import { fulfilmentRepository as rows, type PaymentDetails } from './fulfilment.repository';
import type { OrderGroup } from '../pricing/order.service';
import { applyPlanChange } from './plan-change.repository';
import type { Prepared } from '../purchase/purchase.service';

/** A subscription the purchase wrote or changed: public and internal ids, and its lines. */
export type Written = { publicId: string; rowId: string; group: OrderGroup };

/**
 * The subscription rows of each spec §4 flow: add-ons added to the changed subscription, its
 * plan changed, or one new subscription per group (the main one and each checkout item), each
 * with its add-ons. What they entitle to is read from the tier and add-ons (decision 0250).
 */
export async function writeSubscriptions(
  trx: Executor,
  c: { readonly prepared: Prepared; readonly payment: PaymentDetails },
  userId: string,
  methodId: string | null,
  now: Date,
): Promise<Written[]> {
  const { prepared, payment } = c;
  const { tenantId, target } = prepared;
  const [main] = prepared.order.groups;
  if (!main) throw new Error('An order without a subscription');
  if (target && prepared.flow === 'add_addon') {
    const added = main.addons.map((line) => ({
      line,
      expiresAt: periodEnd(now, line.price.totalPeriod),
    }));
    const sub = { tenantId, rowId: target.rowId, autobill: true, withPlan: false };
    await rows.addAddons(trx, sub, added, now);
    return [{ publicId: target.subscription_id, rowId: target.rowId, group: main }];
  }
  if (target && main.plan) {
    const plan = main.plan;
    await applyPlanChange(trx, {
      tenantId,
      rowId: target.rowId,
      plan,
      paymentMethodId: methodId,
      paymentKind: payment.kind,
      paidThrough: prepared.paidThrough,
      now,
    });
    return [{ publicId: target.subscription_id, rowId: target.rowId, group: main }];
  }
  const written: Written[] = [];
  for (const group of prepared.order.groups) {
    if (!group.plan) continue;
    const paidThrough = periodEnd(now, group.plan.price.totalPeriod);
    const sub = await rows.createSubscription(trx, {
      tenantId,
      userId,
      plan: group.plan,
      addons: group.addons,
      paymentMethodId: methodId,
      paymentKind: payment.kind,
      paidThrough,
      now,
    });
    const added = group.addons.map((line) => ({ line, expiresAt: paidThrough }));
    await rows.addAddons(
      trx,
      { tenantId, rowId: sub.id, autobill: true, withPlan: true },
      added,
      now,
    );
    written.push({ publicId: sub.publicId, rowId: sub.id, group });
  }
  return written;
}
