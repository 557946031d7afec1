import { fail, ok, type Result } from '../shared/result';
import { addDays, timeOf } from '../shared/time';

/** Days between a deletion request and the deletion (decision 0033; DELETION_GRACE_DAYS). */
export const DEFAULT_DELETION_GRACE_DAYS = 30;

/** When a deletion requested at `requestedAt` is carried out. */
export function deletionScheduledFor(requestedAt: Date, graceDays: number): string {
  return addDays(requestedAt, graceDays);
}

export const DELETION_RESCHEDULE_REFUSALS = [
  'invalid-date',
  'cannot-postpone',
  'in-the-past',
] as const;
export type DeletionRescheduleRefusal = (typeof DELETION_RESCHEDULE_REFUSALS)[number];

export const DELETION_RESCHEDULE_MESSAGES: Record<DeletionRescheduleRefusal, string> = {
  'invalid-date': 'Enter a valid date.',
  'cannot-postpone': 'The deletion can only be brought forward, not postponed.',
  'in-the-past': 'Choose a date that is not in the past.',
};

/**
 * spec §4 deletion "update" (decision 0033): the date may only move earlier, never before now;
 * `now` itself means "as soon as possible". Answers the new date as ISO-8601 text.
 */
export function checkDeletionReschedule(
  scheduledFor: string,
  requested: string,
  now: Date,
): Result<string, DeletionRescheduleRefusal> {
  const wanted = timeOf(requested);
  const current = timeOf(scheduledFor);
  if (wanted === null || current === null) return fail('invalid-date');
  if (wanted > current) return fail('cannot-postpone');
  if (wanted < now.getTime()) return fail('in-the-past');
  return ok(new Date(wanted).toISOString());
}
