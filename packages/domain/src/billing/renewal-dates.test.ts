import { describe, expect, it } from 'vitest';
import { nextRenewalDate, renewalAnchor } from './renewal-dates';

const d = (iso: string) => new Date(iso);

describe('renewals count whole cycles from the period anchor (decision 0031)', () => {
  it.each([
    [
      'monthly, mid-month',
      '2026-01-15T08:00:00.000Z',
      '2026-01-15T08:00:00.000Z',
      1,
      '2026-02-15T08:00:00.000Z',
    ],
    [
      'monthly from the 31st, into February',
      '2026-01-31T00:00:00.000Z',
      '2026-01-31T00:00:00.000Z',
      1,
      '2026-02-28T00:00:00.000Z',
    ],
    [
      'monthly from the 31st, back to the 31st after February',
      '2026-01-31T00:00:00.000Z',
      '2026-02-28T00:00:00.000Z',
      1,
      '2026-03-31T00:00:00.000Z',
    ],
    [
      'monthly from the 31st, April has 30 days',
      '2026-01-31T00:00:00.000Z',
      '2026-03-31T00:00:00.000Z',
      1,
      '2026-04-30T00:00:00.000Z',
    ],
    [
      'leap year February',
      '2028-01-30T00:00:00.000Z',
      '2028-01-30T00:00:00.000Z',
      1,
      '2028-02-29T00:00:00.000Z',
    ],
    [
      'yearly',
      '2026-02-28T00:00:00.000Z',
      '2027-02-28T00:00:00.000Z',
      12,
      '2028-02-28T00:00:00.000Z',
    ],
    [
      'two-yearly from 29 February',
      '2028-02-29T00:00:00.000Z',
      '2028-02-29T00:00:00.000Z',
      24,
      '2030-02-28T00:00:00.000Z',
    ],
    [
      'a cycle below one counts as one month',
      '2026-05-10T00:00:00.000Z',
      '2026-05-10T00:00:00.000Z',
      0,
      '2026-06-10T00:00:00.000Z',
    ],
    [
      'a current date before its slot steps back one',
      '2026-01-31T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      1,
      '2026-03-31T00:00:00.000Z',
    ],
  ])('%s', (_case, anchor, current, cycle, expected) => {
    expect(nextRenewalDate(d(anchor), d(current), cycle).toISOString()).toBe(expected);
  });

  it('24 monthly renewals from the 31st land on each month’s last day at most', () => {
    const anchor = d('2026-12-31T10:00:00.000Z');
    let current = anchor;
    const days: number[] = [];
    for (let i = 0; i < 24; i++) {
      current = nextRenewalDate(anchor, current, 1);
      days.push(current.getUTCDate());
    }
    expect(days.slice(0, 4)).toEqual([31, 28, 31, 30]);
    expect(current.toISOString()).toBe('2028-12-31T10:00:00.000Z');
  });
});

describe('the renewal anchor', () => {
  it('is the stored anchor, else the date being billed', () => {
    expect(
      renewalAnchor('2026-01-31T00:00:00.000Z', '2026-02-28T00:00:00.000Z').toISOString(),
    ).toBe('2026-01-31T00:00:00.000Z');
    expect(renewalAnchor(null, '2026-02-28T00:00:00.000Z').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });

  it('refuses to guess without any date', () => {
    expect(() => renewalAnchor(null, 'not a date')).toThrow(/No renewal anchor/);
  });
});
