import type { Executor } from '../../db/executor';
import type { MailRecipient } from './mailer.service';

/** A live (not anonymised) user of the tenant, joined to the tenant for its brand. */
export const liveUser = (executor: Executor, tenantId: string, userId: string) =>
  executor
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', userId)
    .where('u.anonymized_at', 'is', null);

/**
 * The mail recipient of a live (not anonymised) user: address, brand and language. Lower layers
 * that write a notice (dedicated IP, decision 0168) read it here instead of importing the account
 * module, which sits above them (decision 0212).
 */
export async function findRecipient(
  executor: Executor,
  tenantId: string,
  userId: string,
): Promise<(MailRecipient & { readonly language: string | null }) | null> {
  const row = await liveUser(executor, tenantId, userId)
    .select(['u.id', 'u.tenant_id', 'u.email', 'u.locale', 't.brand_name'])
    .executeTakeFirst();
  return row
    ? {
        tenantId: row.tenant_id,
        userId: row.id,
        email: row.email,
        brand: row.brand_name,
        language: row.locale,
      }
    : null;
}
