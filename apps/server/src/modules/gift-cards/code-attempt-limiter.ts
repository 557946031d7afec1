import { HttpError } from '../../http/http-error';

/**
 * Code checks are rate-limited (ARCHITECTURE decision 8) so gift card codes cannot be guessed by
 * brute force: at most `max` checks per client address in a window. Kept in memory per instance
 * (decision 0024); several instances each allow `max`.
 */
export function createCodeAttemptLimiter(max = 20, windowMs = 10 * 60_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one attempt; throws 429 once the address used up its window. */
    take(key: string, nowMs: number): void {
      const current = windows.get(key);
      const window =
        current && nowMs - current.start < windowMs ? current : { start: nowMs, count: 0 };
      window.count++;
      windows.set(key, window);
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (nowMs - w.start >= windowMs) windows.delete(k);
      }
      if (window.count > max) {
        const minutes = Math.ceil((window.start + windowMs - nowMs) / 60_000);
        throw new HttpError(
          429,
          'too_many_attempts',
          `Too many gift card attempts. Try again in ${minutes} minutes.`,
        );
      }
    },
  };
}
