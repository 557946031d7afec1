import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_RETRY_POLICY,
  checkoutAttemptSchedule,
  classifyCheckoutFailure,
  isNewUsersOnlyMessage,
  nextCheckoutStep,
  retryDelayMs,
} from './retry';

describe('spec §8/§9 checkout retries: 6 attempts in total, waiting 1 s and doubling', () => {
  it('the policy is 6 attempts starting at 1 s, doubling', () => {
    expect(CHECKOUT_RETRY_POLICY).toEqual({ maxAttempts: 6, initialDelayMs: 1000, multiplier: 2 });
  });

  it('plans six attempts, each with a new attempt id, waiting 0, 1, 2, 4, 8 and 16 s before them', () => {
    const schedule = checkoutAttemptSchedule((n) => `attempt-${n}`);
    expect(schedule).toEqual([
      { attempt: 1, delayBeforeMs: 0, attemptId: 'attempt-1' },
      { attempt: 2, delayBeforeMs: 1000, attemptId: 'attempt-2' },
      { attempt: 3, delayBeforeMs: 2000, attemptId: 'attempt-3' },
      { attempt: 4, delayBeforeMs: 4000, attemptId: 'attempt-4' },
      { attempt: 5, delayBeforeMs: 8000, attemptId: 'attempt-5' },
      { attempt: 6, delayBeforeMs: 16000, attemptId: 'attempt-6' },
    ]);
    expect(new Set(schedule.map((a) => a.attemptId)).size).toBe(6);
  });

  it('waits nothing before the first attempt', () => {
    expect(retryDelayMs(1)).toBe(0);
    expect(retryDelayMs(0)).toBe(0);
  });
});

describe('spec §8 classifying a failed checkout answer', () => {
  const newUsersOnly = 'Free periods are only available for new users';

  it.each([
    [500, null, 'server-error'],
    [502, newUsersOnly, 'server-error'],
    [503, 'anything', 'server-error'],
    [null, null, 'server-error'],
    [400, newUsersOnly, 'free-trial-already-used'],
    [403, `Error: ${newUsersOnly.toUpperCase()}.`, 'free-trial-already-used'],
    [499, 'Card declined', 'general-error'],
    [400, null, 'general-error'],
    [404, undefined, 'general-error'],
  ] as const)('status %s with message %o is a %s', (status, message, expected) => {
    expect(classifyCheckoutFailure(status, message)).toBe(expected);
  });

  it('recognises the new-users-only message in any case', () => {
    expect(isNewUsersOnlyMessage('free periods are only available for new users')).toBe(true);
    expect(isNewUsersOnlyMessage('Free trial expired')).toBe(false);
    expect(isNewUsersOnlyMessage(null)).toBe(false);
  });
});

describe('spec §8 what to do after a failed attempt', () => {
  it('a status of 500 or above is retried with the next delay', () => {
    expect(nextCheckoutStep(1, 500)).toEqual({ kind: 'retry', attempt: 2, delayMs: 1000 });
    expect(nextCheckoutStep(5, 503)).toEqual({ kind: 'retry', attempt: 6, delayMs: 16000 });
  });

  it('after the 6th attempt the error is rethrown', () => {
    expect(nextCheckoutStep(6, 500)).toEqual({ kind: 'rethrow' });
  });

  it('below 500 nothing is retried', () => {
    expect(nextCheckoutStep(1, 400, 'Free periods are only available for new users')).toEqual({
      kind: 'free-trial-already-used',
    });
    expect(nextCheckoutStep(1, 409, 'Already subscribed')).toEqual({ kind: 'general-error' });
  });
});
