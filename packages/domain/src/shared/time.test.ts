import { describe, expect, it } from 'vitest';
import { fail, ok } from './result';
import { addCalendarMonths, addDays, isFuture, isPast, timeOf } from './time';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('instants', () => {
  it('reads ISO text and Dates; absent or unparsable is null', () => {
    expect(timeOf('2026-11-23T12:00:00.000Z')).toBe(now.getTime());
    expect(timeOf(now)).toBe(now.getTime());
    expect(timeOf(null)).toBeNull();
    expect(timeOf(undefined)).toBeNull();
    expect(timeOf('yesterday')).toBeNull();
  });

  it('past and future are strict: now itself is neither', () => {
    expect(isPast('2026-11-23T11:59:59.999Z', now)).toBe(true);
    expect(isPast(now, now)).toBe(false);
    expect(isFuture(now, now)).toBe(false);
    expect(isFuture('2026-11-23T12:00:00.001Z', now)).toBe(true);
    expect(isPast(null, now)).toBe(false);
    expect(isFuture(null, now)).toBe(false);
  });

  it('shifts by whole days of 86 400 000 ms', () => {
    expect(addDays(now, 30)).toBe('2026-12-23T12:00:00.000Z');
    expect(addDays(now, -1)).toBe('2026-11-22T12:00:00.000Z');
  });

  it('results are values', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(fail('nope')).toEqual({ ok: false, reason: 'nope' });
  });
});

describe('addCalendarMonths (renewal dates)', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-11-23T12:00:00.000Z', 12, '2027-11-23T12:00:00.000Z'],
    ['2026-11-23T12:00:00.000Z', 24, '2028-11-23T12:00:00.000Z'],
    ['2026-03-31T08:30:00.000Z', -1, '2026-02-28T08:30:00.000Z'],
    ['2026-08-31T00:00:00.000Z', 1, '2026-09-30T00:00:00.000Z'],
  ])('%s plus %i months is %s', (from, count, expected) => {
    expect(addCalendarMonths(new Date(from), count).toISOString()).toBe(expected);
  });

  it('renews monthly from the 31st on the last day of shorter months, then back on the 31st', () => {
    const start = new Date('2026-01-31T00:00:00.000Z');
    const dates = Array.from({ length: 4 }, (_, i) =>
      addCalendarMonths(start, i + 1)
        .toISOString()
        .slice(0, 10),
    );
    expect(dates).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });
});
