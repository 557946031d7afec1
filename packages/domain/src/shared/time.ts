/** spec §9: "A day is 86400000 ms." */
export const MS_PER_DAY = 86_400_000;

/** spec §9: "A month is approximated as 30 days when computing months sold." */
export const DAYS_PER_MONTH = 30;

/** An instant as entities carry it (ISO-8601 text, decision 0002), a Date, or absent. */
export type Instant = string | Date | null | undefined;

/**
 * spec §4 dates: milliseconds since the epoch, or null when the instant is absent or unparsable.
 * An unparsable date is treated like a missing one, so a bad row never makes a subscription look
 * expired.
 */
export function timeOf(instant: Instant): number | null {
  if (instant === null || instant === undefined) return null;
  const time = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  return Number.isNaN(time) ? null : time;
}

/** spec §4 "in the past" is strictly before `now` (decision 0013): `now` itself is not past. */
export function isPast(instant: Instant, now: Date): boolean {
  const time = timeOf(instant);
  return time !== null && time < now.getTime();
}

/** spec §4: "In the future" is strictly after `now`. */
export function isFuture(instant: Instant, now: Date): boolean {
  const time = timeOf(instant);
  return time !== null && time > now.getTime();
}

/** spec §9 (a day is 86 400 000 ms): `now` shifted by whole days, as ISO-8601 text. */
export function addDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * MS_PER_DAY).toISOString();
}

/**
 * A renewal date: the same day of the month `count` calendar months later, clamped to that
 * month's last day (31 Jan + 1 month = 28 or 29 Feb), at the same time of day, in UTC.
 */
export function addCalendarMonths(date: Date, count: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + count);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
