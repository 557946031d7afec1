import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Client secrets (decision 0101), the way a PSP's `client_secret` works: 192 random bits given
 * once to the browser that created an intent or a token, and needed to use it. Only the SHA-256
 * hash is stored, so a database copy does not hold usable secrets.
 */
export function newClientSecret(prefix: string): string {
  return `${prefix}_secret_${randomBytes(24).toString('base64url')}`;
}

export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Constant-time: whether `secret` is the one whose hash was stored (no hash: never). */
export function clientSecretMatches(secret: string | undefined, hash: string | null): boolean {
  if (!secret || !hash) return false;
  const given = Buffer.from(hashClientSecret(secret), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
