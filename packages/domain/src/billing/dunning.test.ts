import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_DAYS, nextRetryAt, parseRetryDays } from './dunning';

const due = '2026-12-01T00:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('dunning: four tries over 14 days by default (decision 0031)', () => {
  it('retries 3, 7 and 14 days after the due date', () => {
    expect(DEFAULT_RETRY_DAYS).toEqual([3, 7, 14]);
  });

  it.each([
    [
      'after the try on the due date, the next is 3 days later',
      '2026-12-01T00:00:00.000Z',
      '2026-12-04T00:00:00.000Z',
    ],
    ['after the day-3 try, day 7', '2026-12-04T00:00:00.000Z', '2026-12-08T00:00:00.000Z'],
    ['after the day-7 try, day 14', '2026-12-08T00:00:00.000Z', '2026-12-15T00:00:00.000Z'],
    ['after the day-14 try, none: the subscription expires', '2026-12-15T00:00:00.000Z', null],
    [
      'missed retries are not made up one by one',
      '2026-12-09T12:00:00.000Z',
      '2026-12-15T00:00:00.000Z',
    ],
  ])('%s', (_rule, failedAt, expected) => {
    expect(nextRetryAt(due, at(failedAt), DEFAULT_RETRY_DAYS)).toBe(expected);
  });

  it('has nothing to schedule without a due date', () => {
    expect(nextRetryAt(null, at(due), DEFAULT_RETRY_DAYS)).toBeNull();
  });
});

describe('BILLING_RETRY_DAYS', () => {
  it.each([
    ['3,7,14', { ok: true, value: [3, 7, 14] }],
    [' 1, 2 ', { ok: true, value: [1, 2] }],
    ['5', { ok: true, value: [5] }],
    ['7,3', { ok: false, reason: 'invalid-retry-days' }],
    ['0,3', { ok: false, reason: 'invalid-retry-days' }],
    ['3,3', { ok: false, reason: 'invalid-retry-days' }],
    ['1.5', { ok: false, reason: 'invalid-retry-days' }],
    ['', { ok: false, reason: 'invalid-retry-days' }],
    ['a,b', { ok: false, reason: 'invalid-retry-days' }],
  ])('"%s" → %o', (text, expected) => {
    expect(parseRetryDays(text)).toEqual(expected);
  });
});
