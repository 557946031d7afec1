import {
  declineTypeOf,
  graceEndsAt,
  nextRetryAt,
  PAYMENT_ERROR_MESSAGES,
  paymentErrorKeyForDecline,
  type DeclineType,
  type PaymentErrorKey,
} from '@halyard/domain';
import type { Executor } from '../../db/executor';
import type { DeclineCode } from '../payments/payment-gateway';
import { amountText, dashboardLink, dateText, recipientOf } from './billing-mail';
import { dunningRepository } from './dunning.repository';
import { lifecycleLinks, methodText, planName } from './lifecycle-mail';
import type { Attempt, RenewalDeps } from './renewal-attempt';

/** A failed attempt of a plan's due period, kept with its code and next retry (0181). */
export async function recordPlanAttempt(
  trx: Executor,
  a: Attempt,
  f: { code: string; type: DeclineType; retryAt: string | null | undefined },
): Promise<void> {
  await dunningRepository.recordAttempt(trx, {
    tenantId: a.row.tenantId,
    subscriptionId: a.row.id,
    addonId: null,
    dueDate: a.period.current,
    amount: a.amount,
    currency: a.row.currency,
    declineCode: f.code,
    declineType: f.type,
    paymentMethodId: (a.o.method ?? a.row.method)?.id ?? null,
    nextRetryAt: f.retryAt ?? null,
    now: a.o.now,
  });
}

export interface DeclineOutcome {
  readonly kind: 'declined';
  readonly errorKey: PaymentErrorKey;
  readonly expired: boolean;
}

/**
 * A declined charge (decisions 0031, 0181), in the caller's transaction: the attempt is kept in
 * the payment history and in the dunning attempts with its decline code and next retry; the engine
 * schedules the next slot and mails the customer — a soft decline that it will try again, a hard
 * one that the card cannot be charged again and a new one is needed — or expires the
 * subscription after the last slot; a portal retry only counts the attempt (the customer sees the
 * error right away).
 */
export async function recordDeclined(
  trx: Executor,
  deps: RenewalDeps,
  a: Attempt,
  decline: { readonly code: DeclineCode; readonly message: string },
): Promise<DeclineOutcome> {
  const { row, o, lease } = a;
  const type = declineTypeOf(decline.code);
  const errorKey = paymentErrorKeyForDecline(decline.code);
  const retryAt =
    o.mode === 'renewal'
      ? nextRetryAt(row.nextPaymentDate, o.now, deps.settings.retryDays)
      : undefined;
  const expire = o.mode === 'renewal' && retryAt === null;
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
    failureCode: errorKey,
    now: o.now,
  });
  await recordPlanAttempt(trx, a, { code: decline.code, type, retryAt });
  if (expire) {
    await deps.renewals.expire(trx, lease, o.now);
    if (to)
      await deps.mailer.enqueue(trx, to, 'subscription_expired', {
        date: dateText(row.nextPaymentDate ?? o.now.toISOString(), language),
        link: dashboardLink(deps.settings.publicUrl),
      });
    return { kind: 'declined', errorKey, expired: true };
  }
  await deps.renewals.recordDecline(trx, lease, {
    now: o.now,
    attempts: row.attempts + 1,
    failedOn: row.failedOn,
    ...(retryAt !== undefined && { nextRetryAt: retryAt }),
  });
  await dunningRepository.mark(trx, 'subscriptions', row.id, {
    type,
    methodId: method?.id ?? null,
    declineCode: decline.code,
  });
  if (to && retryAt) {
    const total = amountText(a.amount, row.currency, language);
    const links = lifecycleLinks(deps.settings.publicUrl, row.krn, language);
    if (type === 'hard')
      await deps.mailer.enqueue(trx, to, 'payment_method_required', {
        product: planName(row),
        total,
        method: methodText(method),
        date: dateText(graceEndsAt(a.period.current, deps.settings.retryDays) ?? retryAt, language),
        link: links.retry,
      });
    else
      await deps.mailer.enqueue(trx, to, 'payment_failed', {
        total,
        // spec §8's message of the decline's key, never the gateway's own words (a Stripe
        // message names its API paths: issue 24 item 8's outbox audit found them).
        reason: PAYMENT_ERROR_MESSAGES[errorKey],
        retryDate: dateText(retryAt, language),
        link: links.retry,
      });
  }
  return { kind: 'declined', errorKey, expired: false };
}
