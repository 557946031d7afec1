import { randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** RFC 4648 base32: no 0/1/8/9, so O/I/B/g are never confused with digits. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Ten codes of 12 base32 characters (60 bits each), shown as `XXXX-XXXX-XXXX`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** How a typed code is compared: without dashes or spaces, upper case. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

export const isRecoveryCodeShape = (code: string) => /^[A-Z2-7]{12}$/.test(code);
