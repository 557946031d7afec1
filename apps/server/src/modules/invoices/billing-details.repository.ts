import type { BillingDetails } from '@halyard/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BillingDetailsTable } from '../../db/schema';
import type { Executor } from '../../db/executor';

/**
 * Billing details (issue 22 item 2, decision 0190): one row per customer, read inside the
 * transaction that issues an invoice so the invoice prints them as they are at issue time.
 */
export function createBillingDetailsRepository(db: Db) {
  return {
    find: (tenantId: string, userId: string, executor: Executor = db) =>
      findBillingDetails(executor, tenantId, userId),

    /** Inside the caller's transaction when given one (a purchase stores them, decision 0198). */
    async save(
      tenantId: string,
      userId: string,
      details: BillingDetails,
      now: Date,
      executor: Executor = db,
    ) {
      const values = {
        name: details.name,
        company: details.company,
        street: details.street,
        postal_code: details.postalCode,
        city: details.city,
        country: details.country,
        vat_id: details.vatId,
        invoice_email: details.invoiceEmail,
        updated_at: now.toISOString(),
      };
      await executor
        .insertInto('billing_details')
        .values({ user_id: userId, tenant_id: tenantId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export async function findBillingDetails(
  executor: Executor,
  tenantId: string,
  userId: string,
): Promise<BillingDetails | null> {
  return (await findBillingDetailsOf(executor, tenantId, [userId])).get(userId) ?? null;
}

/** Billing details of several customers in one query (renewals are invoiced in batches). */
export async function findBillingDetailsOf(
  executor: Executor,
  tenantId: string,
  userIds: readonly string[],
): Promise<Map<string, BillingDetails>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .selectFrom('billing_details')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, toDetails(row)]));
}

const toDetails = (row: Selectable<BillingDetailsTable>): BillingDetails => ({
  name: row.name,
  company: row.company,
  street: row.street,
  postalCode: row.postal_code,
  city: row.city,
  country: row.country,
  vatId: row.vat_id,
  invoiceEmail: row.invoice_email,
});

export type BillingDetailsRepository = ReturnType<typeof createBillingDetailsRepository>;

/** The VAT ID a signed-in buyer's checkout is taxed with (EU reverse charge, decision 0190). */
export type VatIdLookup = (tenantId: string, userId: string | null) => Promise<string | null>;

export const vatIdLookup =
  (db: Db): VatIdLookup =>
  async (tenantId, userId) =>
    userId ? ((await findBillingDetails(db, tenantId, userId))?.vatId ?? null) : null;
