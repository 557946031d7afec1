import type { FastifyRequest } from 'fastify';
import { checkNewPassword, PASSWORD_WEAKNESS_MESSAGES } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, unauthorized } from '../../http/http-error';
import { dateText } from '../billing/billing-mail';
import { recipientOf, type AccountSettingsRepository } from './account-settings.repository';
import type { AttemptBudgets } from '../security/attempt-budget';
import type { AuthLimits } from '../security/auth-limits';
import { hashPassword } from './password';
import { checkAccountPassword } from './password-check';
import type { SecurityAlerts } from './security-alerts';
import type { AuthUser } from '../../http/auth-user';

/**
 * spec §7 PUT /api/v2/users/password/update (decision 0033): the current password proves who
 * asks (wrong guesses count like failed sign-ins); the new one must pass the domain's strength
 * rule; on success every session ends at once (the route then gives this device a new session
 * id, issue 14 finding 10) and the user is told by email.
 */
export function createPasswordChangeService(deps: {
  db: Db;
  accounts: AccountSettingsRepository;
  budgets: AttemptBudgets;
  limits: AuthLimits;
  alerts: SecurityAlerts;
  clock: Clock;
  /** Called after other sessions were revoked (e.g. to drop cached lookups). */
  onSessionsRevoked?: (userId: string) => void;
}) {
  return {
    async update(
      user: AuthUser,
      request: FastifyRequest,
      body: { current_password: string; new_password: string },
    ): Promise<void> {
      const now = deps.clock.now();
      const account = await deps.accounts.find(deps.db, user.tenantId, user.id);
      if (!account) throw unauthorized();
      // Reserved before the check, like a sign-in (issue 14 finding 4, decision 0106).
      const ok = await checkAccountPassword(
        deps,
        account,
        { ip: request.ip, password: body.current_password, now },
        () => new HttpError(429, 'too_many_attempts', 'Too many attempts. Try again later.'),
      );
      if (!ok) throw new HttpError(403, 'invalid_current_password', 'Invalid current password');
      const strength = checkNewPassword(body.new_password, {
        email: account.email,
        currentPassword: body.current_password,
      });
      if (!strength.ok)
        throw new HttpError(422, 'weak_password', 'The new password is too weak.', {
          new_password: PASSWORD_WEAKNESS_MESSAGES[strength.reason],
        });
      const hash = await hashPassword(body.new_password);
      await deps.db.transaction().execute(async (trx) => {
        await deps.accounts.setPassword(trx, user.tenantId, user.id, hash);
        await deps.accounts.revokeSessions(trx, user.tenantId, user.id);
        await deps.alerts.send(trx, recipientOf(account), 'password_changed', {
          date: dateText(now.toISOString(), account.language),
        });
      });
      deps.onSessionsRevoked?.(user.id);
      deps.alerts.kick();
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
