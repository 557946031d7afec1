import type { Db } from '../../db/database';

/**
 * The succeeded charge of our ledger that a provider's event names by its gateway id: a refund
 * made in the provider's dashboard, or a dispute (decision 0153). Each caller joins and selects
 * what it needs of it.
 */
export const succeededCharge = (db: Db, gatewayChargeId: string) =>
  db
    .selectFrom('charges as c')
    .where('c.gateway_charge_id', '=', gatewayChargeId)
    .where('c.kind', '=', 'charge')
    .where('c.status', '=', 'succeeded');
