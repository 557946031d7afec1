import type { Subscription } from '@halyard/contract';
import { dunningState, graceEndsAt, money, type Currency } from '@halyard/domain';
import { dunningRecordOf, type DunningColumnsRow } from '../billing/dunning-record';

type Dunning = NonNullable<Subscription['dunning']>;

/** A failed attempt as dunning_attempts keeps it (decision 0181). */
export interface AttemptRow {
  readonly subscription_id: string;
  readonly addon_id: string | null;
  readonly due_date: string;
  readonly attempted_at: string;
  readonly amount: number;
  readonly currency: string;
  readonly decline_code: string;
  readonly decline_type: string;
  readonly next_retry_at: string | null;
}

/** What a billed subject (a plan, or an add-on on its own date) carries for its dunning. */
export interface DunningSubject extends DunningColumnsRow {
  readonly paymentFailed: boolean;
  readonly dueDate: string | null;
  readonly nextRetryAt: string | null;
  readonly methodId: string | null;
}

const TYPES = new Set(['soft', 'hard', 'authentication']);

/**
 * Issue 21 §2–3 on the subscription (decisions 0181, 0182): while a renewal payment has failed,
 * what the customer must do, the last decline code, the next retry, the end of grace, and the
 * failed attempts of the period due, newest first.
 */
export function dunningView(
  subject: DunningSubject,
  attempts: readonly AttemptRow[],
  retryDays: readonly number[],
): Dunning | null {
  if (!subject.paymentFailed) return null;
  const record = dunningRecordOf(subject);
  const state = dunningState({
    lastType: record.type,
    lastMethodId: record.methodId,
    methodId: subject.methodId,
  });
  if (state === null) return null;
  return {
    state,
    decline_code: record.declineCode,
    next_retry_at: subject.nextRetryAt,
    grace_ends_at: graceEndsAt(subject.dueDate, retryDays),
    attempts: attempts
      .filter((a) => a.due_date === subject.dueDate)
      .map((a) => ({
        attempted_at: a.attempted_at,
        amount: money(a.amount, a.currency as Currency),
        decline_code: a.decline_code,
        decline_type: (TYPES.has(a.decline_type) ? a.decline_type : 'soft') as
          'soft' | 'hard' | 'authentication',
        next_retry_at: a.next_retry_at,
      })),
  };
}
