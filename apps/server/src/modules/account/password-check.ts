import type { AttemptBudgets } from '../security/attempt-budget';
import { checkUnderBudget, secretKeys, type AuthLimits } from '../security/auth-limits';
import { verifyPassword } from './password';

/**
 * The account's current password, checked like a sign-in (decision 0106): the attempt is reserved
 * in the account's (by email) and the IP's password budget first; `refuse` makes the 429.
 */
export function checkAccountPassword(
  deps: { budgets: AttemptBudgets; limits: AuthLimits },
  account: { tenantId: string; email: string; passwordHash: string | null },
  input: { ip: string; password: string; now: Date },
  refuse: (retryAfterMs: number) => Error,
): Promise<boolean> {
  return checkUnderBudget(
    deps.budgets,
    secretKeys(
      deps.limits,
      'password',
      { tenantId: account.tenantId, key: account.email },
      input.ip,
    ),
    input.now,
    () => verifyPassword(account.passwordHash, input.password),
    refuse,
  );
}
