import { crashPoint } from '../../reliability/crash-points';
import { GatewayRequestError, GatewayUnavailableError } from '../payments/gateway-errors';
import type { BillableRow } from './billable-row';
import type { Lease } from './renewal.repository';
import type { Attempt, CollectOptions, RenewalDeps } from './renewal.service';

/** What the due period costs: a converting trial pays the price's first-period amount. */
const amountOf = (row: BillableRow) =>
  row.type === 'chargebee_free_trial' ? (row.firstAmount ?? row.renewalAmount) : row.renewalAmount;

/**
 * Charges the due period under the key `{mode}:{subscription}:{due date}:{attempt}` (decision
 * 0031): the same period and attempt always reuse the key, so a retry after an outage finds the
 * charge the gateway may already have made. A gateway that does not answer releases the row for
 * the next run (result null); a request the gateway refuses counts as a decline.
 */
export async function chargeDue(
  deps: Pick<RenewalDeps, 'db' | 'gateway' | 'renewals'>,
  row: BillableRow,
  lease: Lease,
  o: CollectOptions,
): Promise<Attempt> {
  if (row.nextPaymentDate === null) throw new Error(`Subscription ${row.id} has no due date`);
  const key = `${o.mode}:${row.id}:${row.nextPaymentDate}:${row.attempts}`;
  const amount = amountOf(row);
  const token = (o.method ?? row.method)?.token;
  const base = { row, lease, o, key, amount };
  if (!token)
    return {
      ...base,
      result: {
        status: 'declined',
        declineCode: 'generic_decline',
        message: 'No payment method.',
      },
    };
  crashPoint('renewal:before-charge');
  try {
    const result = await deps.gateway.charge({
      idempotencyKey: key,
      amount,
      currency: row.currency,
      source: { type: 'token', token },
      metadata: { subscription_id: row.subscriptionId, tenant_id: row.tenantId },
    });
    return { ...base, result };
  } catch (error) {
    if (error instanceof GatewayRequestError)
      return {
        ...base,
        result: { status: 'declined', declineCode: 'generic_decline', message: error.message },
      };
    if (!(error instanceof GatewayUnavailableError)) throw error;
    await deps.renewals.release(deps.db, lease, o.now); // the next run retries under the same key
    return { ...base, result: null };
  }
}
