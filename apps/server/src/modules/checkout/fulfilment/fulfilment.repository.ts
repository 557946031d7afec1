import type { Executor } from '../../../db/executor';
import type { CatalogPrice } from '../../catalog/catalog.service';
import { krn, newSubscriptionRow } from '../../subscriptions/new-subscription';
import { newRowId } from '../../../db/row-id';

/** How the purchase is paid, as our payment_methods row keeps it: never a card number. */
export interface PaymentDetails {
  /** `None`: the credit balance paid it all and no method is on file (decision 0218 addendum). */
  readonly kind: 'CreditCard' | 'ApplePay' | 'GooglePay' | 'PaypalLegacy' | 'None';
  readonly brand: string | null;
  readonly last4: string | null;
  readonly expMonth: number | null;
  readonly expYear: number | null;
  readonly token: string | null;
  /** A stored method paid again (checkout for customer): no new row. */
  readonly existingMethodId: string | null;
}

export interface NewSubscription {
  readonly tenantId: string;
  readonly userId: string;
  readonly plan: CatalogPrice;
  readonly addons: readonly CatalogPrice[];
  readonly paymentMethodId: string | null;
  readonly paymentKind: PaymentDetails['kind'];
  readonly paidThrough: Date;
  readonly now: Date;
}

const cycleMonths = (line: CatalogPrice) =>
  line.price.basePeriod.unit === 'years'
    ? line.price.basePeriod.length * 12
    : line.price.basePeriod.length;

/** The rows a purchase writes, all in the caller's transaction (decision 0020). */
export const fulfilmentRepository = {
  async addPaymentMethod(
    trx: Executor,
    tenantId: string,
    userId: string,
    p: PaymentDetails,
    now: Date,
  ): Promise<string | null> {
    if (p.existingMethodId) return p.existingMethodId;
    if (p.kind === 'None') return null;
    const id = newRowId();
    await trx
      .insertInto('payment_methods')
      .values((eb) => ({
        id,
        tenant_id: tenantId,
        user_id: userId,
        kind: p.kind,
        brand: p.brand,
        last4: p.last4,
        exp_month: p.expMonth,
        exp_year: p.expYear,
        gateway_token: p.token,
        created_at: now.toISOString(),
        // Decision 0191: a customer's first method (none held) becomes their default — decided
        // in the insert itself (one statement, issue 19 item 3).
        is_default: eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('payment_methods as held')
                .select('held.id')
                .where('held.tenant_id', '=', tenantId)
                .where('held.user_id', '=', userId)
                .where('held.is_default', '=', 1)
                .where('held.removed_at', 'is', null)
                .where('held.detached_at', 'is', null),
            ),
          )
          .then(0)
          .else(1)
          .end(),
      }))
      .execute();
    return id;
  },

  /** A new subscription of the plan with its add-ons; returns internal and public ids. */
  async createSubscription(trx: Executor, s: NewSubscription) {
    const { id, publicId, row } = newSubscriptionRow(s.tenantId, s.now);
    const lines = [s.plan, ...s.addons];
    await trx
      .insertInto('subscriptions')
      .values({
        ...row,
        user_id: s.userId,
        tier: s.plan.product.tier ?? 'TIER_BASIC',
        product_id: s.plan.product.id,
        price_id: s.plan.row.id,
        price_krns: JSON.stringify(lines.map((l) => krn(s.tenantId, 'price', l.row.id))),
        currency: s.plan.row.currency,
        // The plan's next price; add-ons bought with it keep their own (decision 0122).
        renewal_amount: s.plan.row.nextAmount,
        next_billing_cycle: cycleMonths(s.plan),
        next_payment_date: s.paidThrough.toISOString(),
        next_payment_method: s.paymentKind,
        payment_method_id: s.paymentMethodId,
        auto_billing_enabled: 1,
        supports_autobill: 1,
      })
      .execute();
    return { id, publicId };
  },

  /**
   * Add-ons on a subscription, each with its price and next amount. Bought with the plan
   * (`withPlan`), they share its cycle and are charged, invoiced and extended at its renewal
   * (decisions 0022, 0122); bought later, they run their own period.
   */
  async addAddons(
    trx: Executor,
    sub: { tenantId: string; rowId: string; autobill: boolean; withPlan: boolean },
    addons: readonly { line: CatalogPrice; expiresAt: Date }[],
    now: Date,
  ) {
    if (addons.length === 0) return;
    await trx
      .insertInto('subscription_addons')
      .values(
        addons.map(({ line, expiresAt }) => {
          const id = newRowId();
          return {
            id,
            tenant_id: sub.tenantId,
            subscription_id: sub.rowId,
            addon_type: line.product.addonType ?? line.product.name,
            krn: krn(sub.tenantId, 'addon', id),
            addon_id: line.product.id,
            expires_at: expiresAt.toISOString(),
            billing_cycle: cycleMonths(line),
            auto_billing_enabled: sub.autobill ? 1 : 0,
            region: null,
            ip_address: null,
            created_at: now.toISOString(),
            price_id: line.row.id,
            renewal_amount: line.row.nextAmount,
            renews_with_plan: sub.withPlan ? 1 : 0,
          };
        }),
      )
      .execute();
  },
};
