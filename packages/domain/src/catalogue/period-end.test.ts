import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../testing';
import { extensionStart, periodEnd } from './period-end';
import { months, type Period } from './periods';

describe('when a period ends', () => {
  it.each([
    ['2026-11-23T12:00:00.000Z', months(12), '2027-11-23T12:00:00.000Z'],
    ['2026-01-31T00:00:00.000Z', months(1), '2026-02-28T00:00:00.000Z'],
    ['2026-11-23T12:00:00.000Z', months(13), '2027-12-23T12:00:00.000Z'],
    ['2026-11-23T12:00:00.000Z', { length: 2, unit: 'years' }, '2028-11-23T12:00:00.000Z'],
    ['2026-11-23T12:00:00.000Z', { length: 2, unit: 'week' }, '2026-12-07T12:00:00.000Z'],
    ['2026-11-23T12:00:00.000Z', { length: 3, unit: 'day' }, '2026-11-26T12:00:00.000Z'],
  ] as [string, Period, string][])('%s + %j = %s', (start, period, end) => {
    expect(periodEnd(new Date(start), period).toISOString()).toBe(end);
  });
});

describe('a prepaid extension never takes away paid time (decision 0022)', () => {
  it.each([
    ['2027-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['2026-01-01T00:00:00.000Z', TEST_NOW.toISOString()],
    [null, TEST_NOW.toISOString()],
    ['garbage', TEST_NOW.toISOString()],
  ])('paid through %s → starts %s', (paidThrough, start) => {
    expect(extensionStart(paidThrough, TEST_NOW).toISOString()).toBe(start);
  });
});
