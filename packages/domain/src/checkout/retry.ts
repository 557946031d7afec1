import { FREE_PERIODS_NEW_USERS_ONLY_MESSAGE } from '../validation/eligibility';

/**
 * spec §8/§9 the v1 checkout retry policy: "A server status of 500 or above is retried, up to 6
 * attempts in total. The wait starts at 1 s and doubles each time, with a new attempt id each
 * time. After that the error is rethrown."
 */
export const CHECKOUT_RETRY_POLICY = {
  maxAttempts: 6,
  initialDelayMs: 1_000,
  multiplier: 2,
} as const;

/** spec §8: the wait before attempt `attempt` (1-based): 0 before the first, then 1 s, 2 s, … */
export function retryDelayMs(attempt: number): number {
  if (attempt <= 1) return 0;
  return CHECKOUT_RETRY_POLICY.initialDelayMs * CHECKOUT_RETRY_POLICY.multiplier ** (attempt - 2);
}

export interface PlannedAttempt {
  readonly attempt: number;
  readonly delayBeforeMs: number;
  readonly attemptId: string;
}

/**
 * spec §8 the whole schedule as data: six attempts waiting 0, 1 000, 2 000, 4 000, 8 000 and
 * 16 000 ms before each, each with a new attempt id from `newAttemptId` (the caller's id source).
 */
export function checkoutAttemptSchedule(
  newAttemptId: (attempt: number) => string,
): PlannedAttempt[] {
  return Array.from({ length: CHECKOUT_RETRY_POLICY.maxAttempts }, (_, index) => ({
    attempt: index + 1,
    delayBeforeMs: retryDelayMs(index + 1),
    attemptId: newAttemptId(index + 1),
  }));
}

export type CheckoutFailureClass = 'server-error' | 'free-trial-already-used' | 'general-error';

/** True when a server message is spec §5's "free periods are only available for new users". */
export function isNewUsersOnlyMessage(message: string | null | undefined): boolean {
  return (message ?? '').toLowerCase().includes(FREE_PERIODS_NEW_USERS_ONLY_MESSAGE.toLowerCase());
}

/**
 * spec §8 a failed (non-OK) checkout answer: 500 or above is a server error (retried); below 500
 * with the new-users-only message shows the free-trial-already-used message; anything else is
 * the general error. No answer at all (status null: the network failed) counts as a server error
 * (decision 0017).
 */
export function classifyCheckoutFailure(
  status: number | null,
  message: string | null | undefined,
): CheckoutFailureClass {
  if (status === null || status >= 500) return 'server-error';
  return isNewUsersOnlyMessage(message) ? 'free-trial-already-used' : 'general-error';
}

export type CheckoutNextStep =
  | { readonly kind: 'retry'; readonly attempt: number; readonly delayMs: number }
  | { readonly kind: 'rethrow' }
  | { readonly kind: 'free-trial-already-used' }
  | { readonly kind: 'general-error' };

/** spec §8: what to do after attempt `attempt` (1-based) failed with `status` and `message`. */
export function nextCheckoutStep(
  attempt: number,
  status: number | null,
  message?: string | null,
): CheckoutNextStep {
  const failure = classifyCheckoutFailure(status, message);
  if (failure !== 'server-error') return { kind: failure };
  if (attempt >= CHECKOUT_RETRY_POLICY.maxAttempts) return { kind: 'rethrow' };
  return { kind: 'retry', attempt: attempt + 1, delayMs: retryDelayMs(attempt + 1) };
}
