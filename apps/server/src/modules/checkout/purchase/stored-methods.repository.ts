import type { Db } from '../../../db/database';
import type { PaymentDetails } from '../fulfilment/fulfilment.repository';

const CHARGEABLE = ['CreditCard', 'ApplePay', 'GooglePay', 'PaypalLegacy'] as const;

/**
 * A signed-in customer's stored payment methods (checkout for customer, decision 0020): by id,
 * else the one the changed subscription renews with, else the newest. Tenant and user scoped.
 */
export function createStoredMethodsRepository(db: Db) {
  async function pick(
    tenantId: string,
    userId: string,
    prefer: { methodId?: string | undefined; subscriptionRowId?: string | null },
  ): Promise<PaymentDetails | null> {
    let query = db
      .selectFrom('payment_methods as pm')
      .select([
        'pm.id',
        'pm.kind',
        'pm.brand',
        'pm.last4',
        'pm.exp_month',
        'pm.exp_year',
        'pm.gateway_token',
      ])
      .where('pm.tenant_id', '=', tenantId)
      .where('pm.user_id', '=', userId)
      .where('pm.kind', 'in', [...CHARGEABLE])
      .where('pm.gateway_token', 'is not', null);
    if (prefer.methodId) query = query.where('pm.id', '=', prefer.methodId);
    else if (prefer.subscriptionRowId)
      query = query.where((eb) =>
        eb(
          'pm.id',
          '=',
          eb
            .selectFrom('subscriptions')
            .select('payment_method_id')
            .where('id', '=', prefer.subscriptionRowId ?? ''),
        ),
      );
    const row = await query.orderBy('pm.created_at', 'desc').executeTakeFirst();
    if (!row && prefer.subscriptionRowId && !prefer.methodId) return pick(tenantId, userId, {});
    if (!row) return null;
    return {
      kind: row.kind as PaymentDetails['kind'],
      brand: row.brand,
      last4: row.last4,
      expMonth: row.exp_month,
      expYear: row.exp_year,
      token: row.gateway_token,
      existingMethodId: row.id,
    };
  }
  return { pick };
}

export type StoredMethodsRepository = ReturnType<typeof createStoredMethodsRepository>;
