import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../testing';
import {
  checkDeletionReschedule,
  DEFAULT_DELETION_GRACE_DAYS,
  deletionScheduledFor,
} from './deletion';
import { checkEmailChangeRequest, EMAIL_CODE_MAX_ATTEMPTS, isEmailCodeShape } from './email-change';
import {
  checkNewPassword,
  PASSWORD_WEAKNESS_MESSAGES,
  PASSWORD_WEAKNESSES,
} from './password-strength';

const now = TEST_NOW;
const email = 'alex.smith@example.com';

describe('spec §8 "new password too weak" (decision 0033)', () => {
  it.each([
    ['a long, unusual passphrase is fine', 'correct horse battery', { ok: true, value: null }],
    ['nine characters are too short', 'abcdefgh9', { ok: false, reason: 'too-short' }],
    ['201 characters are too long', 'x'.repeat(200) + 'y', { ok: false, reason: 'too-long' }],
    ['the email itself', 'Alex.Smith@example.com', { ok: false, reason: 'same-as-email' }],
    [
      'the part before the @ (when long enough)',
      'alex.smith',
      { ok: false, reason: 'same-as-email' },
    ],
    ['a very common password', 'Password123', { ok: false, reason: 'too-common' }],
    ['ten digits in a row', '1234567890', { ok: false, reason: 'too-common' }],
    ['one character repeated', 'zzzzzzzzzzzz', { ok: false, reason: 'too-common' }],
    ['the current password', 'my old secret phrase', { ok: false, reason: 'same-as-current' }],
  ])('%s', (_rule, password, expected) => {
    expect(checkNewPassword(password, { email, currentPassword: 'my old secret phrase' })).toEqual(
      expected,
    );
  });

  it('every weakness has a message', () => {
    for (const weakness of PASSWORD_WEAKNESSES)
      expect(PASSWORD_WEAKNESS_MESSAGES[weakness]).toMatch(/\.$/);
  });
});

describe('account deletion grace period (decision 0033)', () => {
  it('is 30 days by default', () => {
    expect(DEFAULT_DELETION_GRACE_DAYS).toBe(30);
    expect(deletionScheduledFor(now, 30)).toBe('2026-12-23T12:00:00.000Z');
  });

  const scheduled = '2026-12-23T12:00:00.000Z';
  it.each([
    [
      'brought forward a week',
      '2026-12-16T12:00:00.000Z',
      { ok: true, value: '2026-12-16T12:00:00.000Z' },
    ],
    ['to now: as soon as possible', now.toISOString(), { ok: true, value: now.toISOString() }],
    ['postponed', '2026-12-24T12:00:00.000Z', { ok: false, reason: 'cannot-postpone' }],
    ['into the past', '2026-11-22T12:00:00.000Z', { ok: false, reason: 'in-the-past' }],
    ['not a date', 'soon', { ok: false, reason: 'invalid-date' }],
  ])('%s', (_case, requested, expected) => {
    expect(checkDeletionReschedule(scheduled, requested, now)).toEqual(expected);
  });
});

describe('email change codes (decision 0033)', () => {
  it.each([
    ['123456', true],
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [' 123456', false],
  ])('"%s" has the shape of a code: %s', (code, expected) => {
    expect(isEmailCodeShape(code)).toBe(expected);
  });

  const open = { expires_at: '2026-11-23T12:30:00.000Z', attempts: 0, confirmed_at: null };
  it.each([
    ['an open request', open, { ok: true, value: null }],
    [
      'one already confirmed',
      { ...open, confirmed_at: now.toISOString() },
      { ok: false, reason: 'used' },
    ],
    [
      'one that expires now',
      { ...open, expires_at: now.toISOString() },
      { ok: false, reason: 'expired' },
    ],
    ['one with an unreadable date', { ...open, expires_at: 'x' }, { ok: false, reason: 'expired' }],
    [
      'after five wrong codes',
      { ...open, attempts: EMAIL_CODE_MAX_ATTEMPTS },
      { ok: false, reason: 'too-many-attempts' },
    ],
    ['after four', { ...open, attempts: 4 }, { ok: true, value: null }],
  ])('%s', (_case, request, expected) => {
    expect(checkEmailChangeRequest(request, now)).toEqual(expected);
  });
});
