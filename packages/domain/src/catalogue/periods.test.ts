import { describe, expect, it } from 'vitest';
import { DAYS_PER_MONTH, MS_PER_DAY } from '../shared/time';
import {
  addPeriods,
  DAYS_PER_UNIT,
  DURATION_UNITS,
  months,
  monthsSold,
  monthsSoldBetween,
  periodDays,
} from './periods';

describe('spec §3/§9 periods', () => {
  it('has the duration units day, week, month and years', () => {
    expect(DURATION_UNITS).toEqual(['day', 'week', 'month', 'years']);
  });

  it('a month is 30 days and a day is 86 400 000 ms', () => {
    expect(DAYS_PER_MONTH).toBe(30);
    expect(MS_PER_DAY).toBe(86_400_000);
    expect(DAYS_PER_UNIT).toEqual({ day: 1, week: 7, month: 30, years: 360 });
  });

  it.each([
    [{ length: 12, unit: 'month' }, 12],
    [{ length: 2, unit: 'years' }, 24],
    [{ length: 365, unit: 'day' }, 12],
    [{ length: 359, unit: 'day' }, 12],
    [{ length: 44, unit: 'day' }, 1],
    [{ length: 45, unit: 'day' }, 2],
    [{ length: 4, unit: 'week' }, 1],
  ] as const)('%o sells %i months', (period, expected) => {
    expect(monthsSold(period)).toBe(expected);
  });

  it('counts months sold between two instants as 30-day months', () => {
    const start = '2026-01-01T00:00:00.000Z';
    expect(monthsSoldBetween(start, new Date(Date.parse(start) + 360 * MS_PER_DAY))).toBe(12);
    expect(monthsSoldBetween(start, new Date(Date.parse(start) + 44 * MS_PER_DAY))).toBe(1);
    expect(monthsSoldBetween(start, start)).toBe(0);
    expect(monthsSoldBetween(null, start)).toBe(0);
    expect(monthsSoldBetween(start, 'not a date')).toBe(0);
  });

  it('adds periods: same unit by length, an empty period changes nothing, mixed units in days', () => {
    expect(addPeriods(months(12), months(3))).toEqual(months(15));
    expect(addPeriods(months(0), { length: 7, unit: 'day' })).toEqual({ length: 7, unit: 'day' });
    expect(addPeriods(months(1), { length: 1, unit: 'week' })).toEqual({ length: 37, unit: 'day' });
    expect(periodDays({ length: 1, unit: 'years' })).toBe(360);
  });
});
