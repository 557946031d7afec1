import { divideRounded } from '../money/rounding';
import { DAYS_PER_MONTH, MS_PER_DAY, timeOf, type Instant } from '../shared/time';

/** spec §3 duration units (spelt as the spec spells them: "years" is plural). */
export const DURATION_UNITS = ['day', 'week', 'month', 'years'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** spec §3 a period: "a length plus a unit" (totalPeriod, basePeriod, freePeriod). */
export interface Period {
  readonly length: number;
  readonly unit: DurationUnit;
}

/**
 * Days in one unit. spec §9 approximates a month as 30 days; a year is 12 such months (360 days,
 * decision 0011) so a 12-month plan and a 1-year plan cost the same per day.
 */
export const DAYS_PER_UNIT: Record<DurationUnit, number> = {
  day: 1,
  week: 7,
  month: DAYS_PER_MONTH,
  years: 12 * DAYS_PER_MONTH,
};

/** spec §3: A period of whole months. */
export function months(length: number): Period {
  return { length, unit: 'month' };
}

export const NO_PERIOD: Period = months(0);

/** spec §9: the days in a period, a month counting 30. */
export function periodDays(period: Period): number {
  return period.length * DAYS_PER_UNIT[period.unit];
}

/** spec §3 totalPeriod = basePeriod + freePeriod; in days when the units differ. */
export function addPeriods(a: Period, b: Period): Period {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  if (a.unit === b.unit) return { length: a.length + b.length, unit: a.unit };
  return { length: periodDays(a) + periodDays(b), unit: 'day' };
}

/** spec §9 months sold: the period's days over 30, to the nearest whole month (half up). */
export function monthsSold(period: Period): number {
  if (period.unit === 'month') return period.length;
  return divideRounded(periodDays(period), DAYS_PER_MONTH, 'half-up');
}

/** spec §9 months sold between two instants: days (86 400 000 ms each) over 30, half up. */
export function monthsSoldBetween(start: Instant, end: Instant): number {
  const from = timeOf(start);
  const to = timeOf(end);
  if (from === null || to === null || to <= from) return 0;
  return divideRounded(to - from, DAYS_PER_MONTH * MS_PER_DAY, 'half-up');
}
