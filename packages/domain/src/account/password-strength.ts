import { fail, ok, type Result } from '../shared/result';

/** The same bounds as sign-up (contract NewPassword): long enough to resist guessing. */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/**
 * Passwords of at least 10 characters that top the breached-password lists; a new password
 * equal to one of them (ignoring case) is refused (decision 0033).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890',
  '0123456789',
  '0987654321',
  '1234567891',
  '12345678910',
  '123456789a',
  'a123456789',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'asdfghjkl1',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou12',
  'iloveyou123',
  'letmein123',
  'welcome123',
  'abcdefghij',
  'abc1234567',
  'administrator',
  'football123',
  'baseball123',
  'sunshine123',
  'princess123',
  'starwars123',
  'trustno1234',
  'demopassword',
]);

export const PASSWORD_WEAKNESSES = [
  'too-short',
  'too-long',
  'same-as-email',
  'too-common',
  'same-as-current',
] as const;
export type PasswordWeakness = (typeof PASSWORD_WEAKNESSES)[number];

export const PASSWORD_WEAKNESS_MESSAGES: Record<PasswordWeakness, string> = {
  'too-short': `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  'too-long': `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  'same-as-email': 'Do not use your email address as your password.',
  'too-common': 'This password is too common. Choose one that is harder to guess.',
  'same-as-current': 'Choose a password different from your current one.',
};

/** One character repeated ("aaaaaaaaaa") is as weak as the list's entries. */
const isOneCharacter = (password: string) => new Set(password).size === 1;

/**
 * spec §5/§8 "new password too weak" (decision 0033): at least 10 characters, not the account's
 * email (or its part before the @), not a very common password, not the current one.
 */
export function checkNewPassword(
  password: string,
  context: { readonly email: string; readonly currentPassword?: string },
): Result<null, PasswordWeakness> {
  if (password.length < MIN_PASSWORD_LENGTH) return fail('too-short');
  if (password.length > MAX_PASSWORD_LENGTH) return fail('too-long');
  const lower = password.trim().toLowerCase();
  const email = context.email.trim().toLowerCase();
  if (lower === email || lower === email.split('@')[0]) return fail('same-as-email');
  if (COMMON_PASSWORDS.has(lower) || isOneCharacter(lower)) return fail('too-common');
  if (context.currentPassword !== undefined && password === context.currentPassword)
    return fail('same-as-current');
  return ok(null);
}
