import { randomBytes, randomUUID } from 'node:crypto';

/** A resource name of the tenant, as Chargebee's imported records spell them (`krn:…`). */
export const krn = (tenantId: string, kind: string, id: string) => `krn:${tenantId}:${kind}:${id}`;

/**
 * The columns every new subscription row starts with, whoever sells it (checkout, gift card): its
 * ids, active, and a billing state with nothing failed or pending yet. The seller adds what it
 * sold: tier, product and prices, currency, renewal amount and date, how it is paid.
 */
export function newSubscriptionRow(tenantId: string, now: Date) {
  const id = randomUUID();
  const publicId = `sub_${randomBytes(8).toString('hex')}`;
  const at = now.toISOString();
  return {
    id,
    publicId,
    row: {
      id,
      tenant_id: tenantId,
      krn: krn(tenantId, 'subscription', id),
      subscription_id: publicId,
      state: 'active',
      type: 'standard',
      auto_bill_failed_on: null,
      auto_bill_payment_failed: 0,
      expires_soon: 0,
      manual_renew_allowed: 1,
      handled_by_chargebee: 0,
      purchase_date: at,
      setup_link_token: `act_${randomBytes(8).toString('hex')}`,
      created_at: at,
      updated_at: at,
    },
  } as const;
}
