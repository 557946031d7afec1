import type { Updateable } from 'kysely';
import type { Executor } from '../../../db/executor';
import type { SubscriptionsTable } from '../../../db/schema';

/**
 * What the back office's actions on a customer read and write, in the caller's transaction
 * (issue 16 item 3, decisions 0173 and 0217): the customer, a subscription row, and the writes
 * of "extend or comp" and "cancel now".
 */

/** The customer as the owner of a balance, when they are the tenant's. */
export async function customerOwner(executor: Executor, tenantId: string, customerId: string) {
  const found = await executor
    .selectFrom('users')
    .select(['id', 'anonymized_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  return found && { owner: { tenantId, userId: found.id }, deleted: found.anonymized_at !== null };
}

/** The tenant's brand, which the customer's emails carry. */
export async function tenantBrand(executor: Executor, tenantId: string): Promise<string> {
  const tenant = await executor
    .selectFrom('tenants')
    .select('brand_name')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return tenant.brand_name;
}

/** The subscription row a staff action reads (scoped by tenant and customer). */
export async function staffSubscriptionRow(
  executor: Executor,
  tenantId: string,
  userId: string,
  subscriptionId: string,
) {
  return executor
    .selectFrom('subscriptions')
    .select([
      'id',
      'subscription_id',
      'state',
      'next_payment_date',
      'next_payment_method',
      'auto_billing_enabled',
      'currency',
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

/** Writes the subscription row unless the billing engine holds it (a payment is being taken). */
async function updateUnleased(
  executor: Executor,
  rowId: string,
  values: Updateable<SubscriptionsTable>,
  at: string,
): Promise<boolean> {
  const result = await executor
    .updateTable('subscriptions')
    .set(values)
    .where('id', '=', rowId)
    .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_until', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Issue 16 item 3 "extend or comp" (decision 0173): the new paid-through date; a waived failed
 * renewal clears the dunning flags; a comped (ended) subscription is active again without
 * renewing. Add-ons renewed with the plan and ending with it move with it. Refused (false) while
 * the billing engine holds the row (a payment is being taken).
 */
export async function writeExtension(
  executor: Executor,
  row: { id: string; next_payment_date: string | null },
  change: { nextPaymentDate: string; reactivates: boolean; waivesDue: boolean },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const written = await updateUnleased(
    executor,
    row.id,
    {
      next_payment_date: change.nextPaymentDate,
      expires_soon: 0,
      updated_at: at,
      ...(change.waivesDue && {
        auto_bill_payment_failed: 0,
        auto_bill_failed_on: null,
        renewal_attempts: 0,
        next_retry_at: null,
      }),
      ...(change.reactivates && { state: 'active', auto_billing_enabled: 0 }),
    },
    at,
  );
  if (!written) return false;
  if (row.next_payment_date)
    await executor
      .updateTable('subscription_addons')
      .set({ expires_at: change.nextPaymentDate })
      .where('subscription_id', '=', row.id)
      .where('renews_with_plan', '=', 1)
      .where('expires_at', '=', row.next_payment_date)
      .execute();
  return true;
}

/** Issue 16 item 3 "cancel now": access ends at once, nothing renews, add-ons end with it. */
export async function writeCancelNow(
  executor: Executor,
  rowId: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const written = await updateUnleased(
    executor,
    rowId,
    {
      state: 'cancelled',
      next_payment_date: at,
      auto_billing_enabled: 0,
      expires_soon: 0,
      next_retry_at: null,
      auto_bill_payment_failed: 0,
      updated_at: at,
    },
    at,
  );
  if (!written) return false;
  await executor
    .updateTable('subscription_addons')
    .set({ expires_at: at, auto_billing_enabled: 0 })
    .where('subscription_id', '=', rowId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .execute();
  return true;
}
