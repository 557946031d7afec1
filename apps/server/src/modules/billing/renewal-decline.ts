import type { PaymentErrorKey } from '@halyard/domain';
import type { Executor } from '../mail/mail-outbox.repository';
import { amountText, dashboardLink, dateText, recipientOf, retryLink } from './billing-mail';
import type { Attempt, RenewalDeps } from './renewal.service';

export interface Decline {
  readonly errorKey: PaymentErrorKey;
  readonly reason: string;
  /** Engine: the next retry, or null when none is left; undefined keeps the schedule (portal). */
  readonly retryAt: string | null | undefined;
}

/**
 * A declined charge (decision 0031), in the caller's transaction: the attempt is kept in the
 * payment history; the engine schedules the next retry and mails the customer, or expires the
 * subscription after the last retry; a portal retry only counts the attempt (the customer sees
 * the error right away). Answers whether the subscription expired.
 */
export async function recordDeclined(
  trx: Executor,
  deps: RenewalDeps,
  a: Attempt,
  d: Decline,
): Promise<boolean> {
  const { row, o, lease } = a;
  const expire = o.mode === 'renewal' && d.retryAt === null;
  const to = recipientOf(row);
  const language = to?.language ?? null;
  const method = o.method ?? row.method;
  await deps.ledger.recordFailure(trx, {
    tenantId: row.tenantId,
    userId: row.userId,
    subscriptionId: row.id,
    paymentMethodId: method?.id ?? null,
    idempotencyKey: a.key,
    currency: row.currency,
    amount: a.amount,
    failureCode: d.errorKey,
    now: o.now,
  });
  if (expire) {
    await deps.renewals.expire(trx, lease, o.now);
    if (to)
      await deps.mailer.enqueue(trx, to, 'subscription_expired', {
        date: dateText(row.nextPaymentDate ?? o.now.toISOString(), language),
        link: dashboardLink(deps.settings.publicUrl),
      });
    return true;
  }
  await deps.renewals.recordDecline(trx, lease, {
    now: o.now,
    attempts: row.attempts + 1,
    failedOn: row.failedOn,
    ...(d.retryAt !== undefined && { nextRetryAt: d.retryAt }),
  });
  if (to && d.retryAt)
    await deps.mailer.enqueue(trx, to, 'payment_failed', {
      total: amountText(a.amount, row.currency, language),
      reason: d.reason,
      retryDate: dateText(d.retryAt, language),
      link: retryLink(deps.settings.publicUrl, row.krn),
    });
  return false;
}
