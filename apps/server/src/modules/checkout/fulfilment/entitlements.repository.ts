import { entitlementsFor, isAddonExpired, type Tier } from '@halyard/domain';
import type { Executor } from '../../../db/executor';

/** A new subscription's entitlements: its tier's and its add-ons' (domain `entitlementsFor`). */
export async function insertEntitlements(
  trx: Executor,
  tenantId: string,
  rowId: string,
  tier: Tier,
  addonTypes: readonly string[],
): Promise<void> {
  const ids = entitlementsFor(tier, addonTypes);
  if (ids.length === 0) return;
  await trx
    .insertInto('subscription_entitlements')
    .values(
      ids.map((entitlement_id) => ({
        tenant_id: tenantId,
        subscription_id: rowId,
        entitlement_id,
      })),
    )
    .execute();
}

/** A changed subscription's entitlements follow its tier and its unexpired add-ons. */
export async function refreshEntitlements(
  trx: Executor,
  tenantId: string,
  rowId: string,
  tier: Tier,
  now: Date,
): Promise<void> {
  const addons = await trx
    .selectFrom('subscription_addons')
    .select(['addon_type', 'expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('subscription_id', '=', rowId)
    .execute();
  const types = addons.filter((a) => !isAddonExpired(a, now)).map((a) => a.addon_type);
  await trx.deleteFrom('subscription_entitlements').where('subscription_id', '=', rowId).execute();
  await insertEntitlements(trx, tenantId, rowId, tier, types);
}
