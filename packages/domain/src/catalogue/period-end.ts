import { addCalendarMonths, MS_PER_DAY, timeOf, type Instant } from '../shared/time';
import type { Period } from './periods';

/**
 * When a period that starts at `start` ends: calendar months for months and years (31 Jan + 1
 * month = 28/29 Feb, like renewals), whole days for days and weeks.
 */
export function periodEnd(start: Date, period: Period): Date {
  switch (period.unit) {
    case 'month':
      return addCalendarMonths(start, period.length);
    case 'years':
      return addCalendarMonths(start, period.length * 12);
    case 'week':
      return new Date(start.getTime() + period.length * 7 * MS_PER_DAY);
    case 'day':
      return new Date(start.getTime() + period.length * MS_PER_DAY);
  }
}

/**
 * Where a prepaid extension starts: the end of what is already paid for, or now if that lies in
 * the past (decision 0022: a plan change or a gift card never takes away paid time).
 */
export function extensionStart(paidThrough: Instant, now: Date): Date {
  const until = timeOf(paidThrough);
  return until === null || until < now.getTime() ? now : new Date(until);
}
