import { fail, ok, type Result } from '../shared/result';
import { MS_PER_DAY, timeOf, type Instant } from '../shared/time';

/**
 * Retries after a failed renewal, in days after the due date (decision 0031): with the try on
 * the due date itself, four tries over 14 days. Spec §4 keeps the subscription active meanwhile
 * (grace period).
 */
export const DEFAULT_RETRY_DAYS: readonly number[] = [3, 7, 14];

/** `BILLING_RETRY_DAYS` ("3,7,14"): strictly increasing whole days, at least one. */
export function parseRetryDays(text: string): Result<number[], 'invalid-retry-days'> {
  const days = text.split(',').map((part) => Number(part.trim()));
  const valid =
    days.length > 0 &&
    days.every((d, i) => Number.isInteger(d) && d > 0 && (i === 0 || d > (days[i - 1] ?? 0)));
  return valid ? ok(days) : fail('invalid-retry-days');
}

/**
 * When to try again after a renewal failed at `now`: the first scheduled retry strictly after
 * `now`, or null when none is left (the subscription expires). Retries missed while the engine
 * was down are not made up one by one, so running twice at one instant never charges twice.
 */
export function nextRetryAt(
  dueDate: Instant,
  now: Date,
  retryDays: readonly number[],
): string | null {
  const due = timeOf(dueDate);
  if (due === null) return null;
  const next = retryDays.map((days) => due + days * MS_PER_DAY).find((at) => at > now.getTime());
  return next === undefined ? null : new Date(next).toISOString();
}
