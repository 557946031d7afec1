import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createAccountSettingsRepository } from './account-settings.repository';
import { registerAccountSettingsRoutes } from './account-settings.routes';
import { createDeletionRepository } from './deletion.repository';
import { createDeletionService, type DeletionService } from './deletion.service';
import { createEmailChangeRepository } from './email-change.repository';
import { createEmailChangeService, type EmailChangeService } from './email-change.service';
import type { AttemptBudgets } from '../security/attempt-budget';
import { createPasswordChangeService } from './password-change.service';
import { createSecurityAlerts } from './security-alerts';
import type { SessionControl } from './session.service';

/**
 * spec §7 account settings: email change, password change, deletion (decision 0033). Answers the
 * email-change and deletion services, which the back office runs for a customer (issue 16).
 */
export function installAccountSettings(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    config: Config;
    budgets: AttemptBudgets;
    sessionControl: SessionControl;
    onSessionsRevoked?: (userId: string) => void;
  },
): { email: EmailChangeService; deletion: DeletionService } {
  const { db, clock, config, budgets } = deps;
  const accounts = createAccountSettingsRepository(db);
  // Wrong current passwords count like failed sign-ins, in the same budgets (decision 0106).
  const limits = config.authLimits;
  const mailer = app.mailer;
  const email = createEmailChangeService({
    db,
    accounts,
    requests: createEmailChangeRepository(db),
    budgets,
    limits,
    mailer,
    clock,
    codeMinutes: config.account.emailCodeMinutes,
    ...(deps.onSessionsRevoked && { onSessionsRevoked: deps.onSessionsRevoked }),
  });
  const deletion = createDeletionService({
    db,
    deletions: createDeletionRepository(db),
    accounts,
    mailer,
    clock,
    graceDays: config.account.deletionGraceDays,
  });
  registerAccountSettingsRoutes(app, {
    sessionControl: deps.sessionControl,
    email,
    password: createPasswordChangeService({
      db,
      accounts,
      budgets,
      limits,
      alerts: createSecurityAlerts({ mailer, site: config.site }),
      clock,
      ...(deps.onSessionsRevoked && { onSessionsRevoked: deps.onSessionsRevoked }),
    }),
    deletion,
  });
  return { email, deletion };
}
