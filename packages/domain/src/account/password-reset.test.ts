import { describe, expect, it } from 'vitest';
import {
  checkPasswordResetLink,
  PASSWORD_RESET_LIFETIME_MS,
  PASSWORD_RESET_MINUTES,
} from './password-reset';

const now = new Date('2026-11-23T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('password reset links (issue 24 item 1, decision 0160)', () => {
  it('should accept an unused link before its expiry', () => {
    expect(checkPasswordResetLink({ expires_at: at(1), used_at: null }, now).ok).toBe(true);
  });

  it('should refuse a link at or after its expiry', () => {
    expect(checkPasswordResetLink({ expires_at: at(0), used_at: null }, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('should refuse a link that was used once, whatever its expiry', () => {
    expect(checkPasswordResetLink({ expires_at: at(60_000), used_at: at(-1) }, now)).toEqual({
      ok: false,
      reason: 'used',
    });
  });

  it('should give a reset link an hour and a receipt link a week', () => {
    expect(PASSWORD_RESET_LIFETIME_MS.reset).toBe(PASSWORD_RESET_MINUTES * 60_000);
    expect(PASSWORD_RESET_LIFETIME_MS['set-password']).toBe(7 * 86_400_000);
  });
});
