import { graceEndsAt, nextRetryAt } from '@halyard/domain';
import type { Executor } from '../../db/executor';
import { amountText, dateText, recipientOf } from './billing-mail';
import { dunningRepository } from './dunning.repository';
import { lifecycleLinks, methodText, planName } from './lifecycle-mail';
import { recordPlanAttempt } from './renewal-decline';
import type { Attempt, RenewalDeps } from './renewal-attempt';

export interface AuthenticationOutcome {
  readonly kind: 'authentication_required';
  readonly intentId: string;
}

/**
 * Issue 21 item 3 (decision 0182): the gateway answered an off-session renewal with
 * "authentication required". It is not a decline: no failed charge is booked (the same charge,
 * completed, books under its key), the subscription enters the spec §4 grace period as a failed
 * renewal does, the charge waiting for the customer is remembered, and the customer is mailed a
 * link to complete it. No scheduled retry asks the bank again off-session; a new card does.
 */
export async function recordAuthenticationRequired(
  trx: Executor,
  deps: RenewalDeps,
  a: Attempt,
  intentId: string,
): Promise<AuthenticationOutcome> {
  const { row, o, lease } = a;
  const method = o.method ?? row.method;
  const retryAt =
    o.mode === 'renewal'
      ? nextRetryAt(row.nextPaymentDate, o.now, deps.settings.retryDays)
      : undefined;
  await recordPlanAttempt(trx, a, {
    code: 'authentication_required',
    type: 'authentication',
    retryAt,
  });
  // A waiting charge keeps the subscription active until the end of grace, even when the
  // engine's slots have run out: the last slot expires it if nobody completed it.
  await deps.renewals.recordDecline(trx, lease, {
    now: o.now,
    attempts: row.attempts + 1,
    failedOn: row.failedOn,
    ...(retryAt !== undefined && {
      nextRetryAt: retryAt ?? graceEndsAt(a.period.current, deps.settings.retryDays),
    }),
  });
  await dunningRepository.mark(trx, 'subscriptions', row.id, {
    type: 'authentication',
    methodId: method?.id ?? null,
    declineCode: 'authentication_required',
    auth: { intentId, key: a.key, amount: a.amount, requestedAt: o.now.toISOString() },
  });
  const to = recipientOf(row);
  if (to && o.mode === 'renewal') {
    const language = to.language ?? null;
    await deps.mailer.enqueue(trx, to, 'authentication_required', {
      product: planName(row),
      total: amountText(a.amount, row.currency, language),
      method: methodText(method),
      date: dateText(graceEndsAt(a.period.current, deps.settings.retryDays) ?? '', language),
      link: lifecycleLinks(deps.settings.publicUrl, row.krn, language).retry,
    });
  }
  return { kind: 'authentication_required', intentId };
}
