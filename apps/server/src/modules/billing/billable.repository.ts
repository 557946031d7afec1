import type { Executor } from '../../db/executor';
import {
  isTaxDisplay,
  type Currency,
  type PaymentMethod,
  type SubscriptionState,
  type SubscriptionType,
} from '@halyard/domain';
import type { BillableRow, RenewingAddon } from './billable-row';
import { dunningRecordOf } from './dunning-record';

/**
 * The select every billing read shares: subscription, owner, tenant brand, method, price, and the
 * VAT ID of the owner's billing details (issue 22: EU reverse charge on renewals, decision 0190).
 */
export function billableQuery(executor: Executor) {
  return (
    executor
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('tenants as t', 't.id', 's.tenant_id')
      // A method the provider detached (decision 0153) is no method: renewals ask for a new one.
      .leftJoin('payment_methods as pm', (j) =>
        j
          .onRef('pm.id', '=', 's.payment_method_id')
          .onRef('pm.user_id', '=', 's.user_id')
          .on('pm.detached_at', 'is', null),
      )
      .leftJoin('prices as pr', (j) =>
        j.onRef('pr.id', '=', 's.price_id').onRef('pr.tenant_id', '=', 's.tenant_id'),
      )
      .leftJoin('products as p', (j) =>
        j.onRef('p.id', '=', 's.product_id').onRef('p.tenant_id', '=', 's.tenant_id'),
      )
      .leftJoin('billing_details as bd', 'bd.user_id', 's.user_id')
      .select([
        's.id',
        's.tenant_id',
        's.user_id',
        's.subscription_id',
        's.krn',
        's.state',
        's.type',
        's.tier',
        's.currency',
        's.renewal_amount',
        's.next_billing_cycle',
        's.next_payment_date',
        's.next_payment_method',
        's.auto_billing_enabled',
        's.expires_soon',
        's.handled_by_chargebee',
        's.next_retry_at',
        's.renewal_attempts',
        's.billing_anchor',
        's.auto_bill_failed_on',
        's.auto_bill_payment_failed',
        's.supports_autobill',
        's.purchase_date',
        's.renewal_discount_percent',
        's.dunning_type',
        's.dunning_method_id',
        's.last_decline_code',
        's.auth_intent_id',
        's.auth_charge_key',
        's.auth_amount',
        's.auth_requested_at',
        'pm.exp_month as pm_exp_month',
        'pm.exp_year as pm_exp_year',
        'pm.id as pm_id',
        'pm.kind as pm_kind',
        'pm.brand as pm_brand',
        'pm.last4 as pm_last4',
        'pm.gateway_token as pm_token',
        // A trial converts at the first-period amount of the price version in effect when it
        // started (issue 16, decision 0175): a later price change is for new checkouts only.
        (eb) =>
          eb.fn
            .coalesce(
              eb
                .selectFrom('price_versions as pv')
                .select('pv.amount')
                .whereRef('pv.tenant_id', '=', 's.tenant_id')
                .whereRef('pv.price_id', '=', 's.price_id')
                .whereRef('pv.effective_from', '<=', 's.purchase_date')
                .orderBy('pv.version', 'desc')
                .limit(1),
              eb.ref('pr.amount'),
            )
            .as('first_amount'),
        // Whether the owner's credit balance has any history (decision 0217): most have none,
        // and then a renewal skips the balance's reads (issue 19 item 4).
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('credit_entries as ce')
                .select('ce.id')
                .whereRef('ce.tenant_id', '=', 's.tenant_id')
                .whereRef('ce.user_id', '=', 's.user_id'),
            )
            .as('has_credit'),
        'p.display_name as product_name',
        'u.email',
        'u.locale',
        'u.residence_country',
        'u.residence_state',
        'u.residence_zipcode',
        'bd.vat_id as billing_vat_id',
        'u.anonymized_at',
        't.brand_name',
        't.tax_display',
      ])
  );
}

type Row = Awaited<ReturnType<ReturnType<typeof billableQuery>['executeTakeFirstOrThrow']>>;

/**
 * The add-ons each subscription renews with its plan (decision 0122): bought with the plan, with
 * a renewal price, auto-renew on. One query for a whole batch.
 */
export async function renewingAddons(
  executor: Executor,
  subscriptionIds: readonly string[],
): Promise<Map<string, RenewingAddon[]>> {
  const found = new Map<string, RenewingAddon[]>();
  for (let i = 0; i < subscriptionIds.length; i += 500) {
    const rows = await executor
      .selectFrom('subscription_addons as a')
      .leftJoin('products as p', (j) =>
        j.onRef('p.id', '=', 'a.addon_id').onRef('p.tenant_id', '=', 'a.tenant_id'),
      )
      .select([
        'a.id',
        'a.subscription_id',
        'a.addon_type',
        'a.renewal_amount',
        'a.billing_cycle',
        'p.display_name',
      ])
      .where('a.subscription_id', 'in', subscriptionIds.slice(i, i + 500))
      .where('a.renews_with_plan', '=', 1)
      .where('a.auto_billing_enabled', '=', 1)
      .where('a.renewal_amount', 'is not', null)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .execute();
    for (const r of rows) {
      const list = found.get(r.subscription_id) ?? [];
      list.push({
        id: r.id,
        name: r.display_name ?? r.addon_type,
        renewalAmount: r.renewal_amount ?? 0,
        cycleMonths: r.billing_cycle,
      });
      found.set(r.subscription_id, list);
    }
  }
  return found;
}

/** Billable rows with the add-ons they renew with. */
export async function toBillables(
  executor: Executor,
  rows: readonly Row[],
): Promise<BillableRow[]> {
  const addons = rows.length
    ? await renewingAddons(
        executor,
        rows.map((r) => r.id),
      )
    : new Map();
  return rows.map((r) => toBillable(r, addons.get(r.id) ?? []));
}

function toBillable(r: Row, addons: readonly RenewingAddon[]): BillableRow {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    userId: r.user_id,
    subscriptionId: r.subscription_id,
    krn: r.krn,
    state: r.state as SubscriptionState,
    type: r.type as SubscriptionType,
    tier: r.tier,
    currency: r.currency as Currency,
    renewalAmount: r.renewal_amount,
    firstAmount: r.first_amount,
    productName: r.product_name,
    cycleMonths: r.next_billing_cycle,
    nextPaymentDate: r.next_payment_date,
    nextPaymentMethod: r.next_payment_method as PaymentMethod,
    autobill: r.auto_billing_enabled === 1,
    expiresSoon: r.expires_soon === 1,
    handledByChargebee: r.handled_by_chargebee === 1,
    nextRetryAt: r.next_retry_at,
    attempts: r.renewal_attempts,
    billingAnchor: r.billing_anchor,
    failedOn: r.auto_bill_failed_on,
    paymentFailed: r.auto_bill_payment_failed === 1,
    supportsAutobill: r.supports_autobill === 1,
    purchaseDate: r.purchase_date,
    method: r.pm_id
      ? {
          id: r.pm_id,
          kind: r.pm_kind ?? 'CreditCard',
          brand: r.pm_brand,
          last4: r.pm_last4,
          token: r.pm_token,
        }
      : null,
    residence: {
      country: r.residence_country,
      region: r.residence_state,
      postalCode: r.residence_zipcode,
      vatId: r.billing_vat_id,
    },
    addons,
    taxDisplay: isTaxDisplay(r.tax_display) ? r.tax_display : 'exclusive',
    dunning: dunningRecordOf(r),
    renewalDiscountPercent: r.renewal_discount_percent ?? 0,
    hasCredit: Boolean(r.has_credit),
    methodExpiry: { month: r.pm_exp_month, year: r.pm_exp_year },
    recipient: {
      email: r.email,
      language: r.locale,
      brand: r.brand_name,
      anonymized: r.anonymized_at !== null,
    },
  };
}

/** One subscription of a user by its public id, scoped by tenant and user (a foreign id: null). */
export async function findOwnedBillable(
  executor: Executor,
  owner: { readonly tenantId: string; readonly id: string },
  subscriptionId: string,
): Promise<BillableRow | null> {
  const row = await billableQuery(executor)
    .where('s.tenant_id', '=', owner.tenantId)
    .where('s.user_id', '=', owner.id)
    .where('s.subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row ? ((await toBillables(executor, [row]))[0] ?? null) : null;
}
