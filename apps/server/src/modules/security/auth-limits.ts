import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/http-error';
import type { AttemptBudgets, Budget, BudgetKey } from './attempt-budget';

export interface AuthLimits {
  /** Wrong passwords (sign-in, password change, email change) per account and per IP. */
  readonly passwords: Budget;
  /** Wrong codes (two-factor, recovery, email-change) per account and per IP. */
  readonly codes: Budget;
  /** Accounts created per IP (sign-up). */
  readonly signUps: Budget;
}

export type SecretKind = 'password' | 'code';

/**
 * The keys a check of something secret is counted under: the account (passwords by sign-in email,
 * so unknown emails are throttled alike; codes by the account's id) and the client's IP.
 */
export function secretKeys(
  limits: AuthLimits,
  kind: SecretKind,
  account: { tenantId: string; key: string },
  ip: string,
): BudgetKey[] {
  const budget = kind === 'password' ? limits.passwords : limits.codes;
  return [
    { scope: `${kind}:account`, value: `${account.tenantId}\u0000${account.key}`, budget },
    { scope: `${kind}:ip`, value: ip, budget },
  ];
}

export const signUpKeys = (limits: AuthLimits, ip: string): BudgetKey[] => [
  { scope: 'sign-up:ip', value: ip, budget: limits.signUps },
];

/** The 429 of a used-up budget, with Retry-After in seconds. */
export function tooManyAttempts(reply: FastifyReply, retryAfterMs: number, message: string) {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new HttpError(429, 'too_many_attempts', message);
}

/**
 * Runs `check` (a password or code comparison) only under a reserved attempt (decision 0106):
 * refused with 429 once the account's or the IP's budget is used up; a passing check gives its
 * reservation back.
 */
export async function checkUnderBudget(
  budgets: AttemptBudgets,
  keys: readonly BudgetKey[],
  now: Date,
  check: () => Promise<boolean>,
  refuse: (retryAfterMs: number) => Error,
): Promise<boolean> {
  const reservation = await budgets.reserve(keys, now);
  if (!reservation.ok) throw refuse(reservation.retryAfterMs);
  const ok = await check();
  if (ok) await budgets.release(reservation);
  return ok;
}
