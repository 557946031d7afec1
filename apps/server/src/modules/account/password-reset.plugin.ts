import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { AttemptBudgets } from '../security/attempt-budget';
import { createAccountSettingsRepository } from './account-settings.repository';
import { createPasswordReset } from './password-reset.service';
import { registerPasswordResetRoutes } from './password-reset.routes';
import { createPasswordResetsRepository } from './password-resets.repository';
import { createSecurityAlerts } from './security-alerts';
import type { SignInFlow } from './sign-in-flow';
import type { UsersRepository } from './users.repository';

/** Issue 24 item 1 (decision 0160): "Forgot password?" and the receipt's "Set your password". */
export function installPasswordReset(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    config: Config;
    users: UsersRepository;
    budgets: AttemptBudgets;
    flow: SignInFlow;
    onSessionsRevoked?: (userId: string) => void;
  },
): void {
  const { db, config } = deps;
  const reset = createPasswordReset({
    db,
    clock: deps.clock,
    accounts: createAccountSettingsRepository(db),
    links: createPasswordResetsRepository(),
    budgets: deps.budgets,
    limits: config.authLimits,
    mailer: app.mailer,
    alerts: createSecurityAlerts({ mailer: app.mailer, site: config.site }),
    site: config.site,
    findUserId: async (tenantId, email) =>
      (await deps.users.findByEmail(tenantId, email))?.id ?? null,
    ...(deps.onSessionsRevoked && { onSessionsRevoked: deps.onSessionsRevoked }),
  });
  registerPasswordResetRoutes(app, { reset, flow: deps.flow });
}
