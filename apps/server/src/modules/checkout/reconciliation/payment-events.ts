import type { Clock } from '../../../clock';
import type { EventOutcome } from '../../payments/provider-events';
import type { ProviderEvents } from '../../payments/provider-events.service';
import { RECONCILE_GRACE_MS, type Reconciler } from './reconcile.service';

const NOTES = {
  in_ledger: 'in the ledger',
  completed: 'completed from its checkout attempt by reconciliation',
  refunded: 'an orphan checkout charge: refunded',
  renewal: 'a renewal charge: the billing engine books it under its key',
} as const;

/**
 * The checkout side of a provider's payment events (decision 0153). A succeeded payment our
 * ledger holds is done. One it does not hold waits out the grace period (a live checkout may be
 * committing it); then reconciliation asks the provider about the charge and completes or
 * refunds it (reconcile.service). Declines and authentication requests were already the charge's
 * answer to whoever made it: nothing more to do (issue 21 builds on requires_action).
 */
export function registerCheckoutPaymentEvents(
  events: ProviderEvents,
  deps: { reconciler: Reconciler; clock: Clock; graceMs?: number },
): void {
  const graceMs = deps.graceMs ?? RECONCILE_GRACE_MS;
  events.on('payment_succeeded', async (e): Promise<EventOutcome> => {
    if (!e.chargeId) return { status: 'ignored', note: 'no charge' };
    const age = deps.clock.now().getTime() - Date.parse(e.occurredAt);
    if (age < graceMs)
      return (await deps.reconciler.inLedger(e.chargeId))
        ? { status: 'processed', note: NOTES.in_ledger }
        : { status: 'deferred', note: 'not in the ledger yet: a live checkout may be booking it' };
    const result = await deps.reconciler.reconcileReported(e.chargeId);
    if (result === 'left') return { status: 'deferred', note: 'reconciliation will try again' };
    if (result === 'unknown')
      return {
        status: 'ignored',
        note: 'neither a checkout nor a renewal of ours: for the operator',
      };
    return { status: 'processed', note: NOTES[result] };
  });
  events.on('payment_failed', async () => ({
    status: 'ignored',
    note: 'the decline was the charge’s answer to its caller',
  }));
  events.on('payment_requires_action', async () => ({
    status: 'ignored',
    note: 'the charge answered requires_action to its caller',
  }));
}
