import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createAccountSettingsRepository } from './account-settings.repository';
import { registerAccountSettingsRoutes } from './account-settings.routes';
import { createDeletionRepository } from './deletion.repository';
import { createDeletionService } from './deletion.service';
import { createEmailChangeRepository } from './email-change.repository';
import { createEmailChangeService } from './email-change.service';
import { createLoginLimiter } from './login-limiter';
import { createPasswordChangeService } from './password-change.service';

/** spec §7 account settings: email change, password change, deletion (decision 0033). */
export function installAccountSettings(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: Config; onSessionsRevoked?: (userId: string) => void },
): void {
  const { db, clock, config } = deps;
  const accounts = createAccountSettingsRepository(db);
  // Wrong current passwords count like failed sign-ins (decision 0003 throttling).
  const limiter = createLoginLimiter(db, config.loginLimit);
  const mailer = app.mailer;
  registerAccountSettingsRoutes(app, {
    email: createEmailChangeService({
      db,
      accounts,
      requests: createEmailChangeRepository(db),
      limiter,
      mailer,
      clock,
      codeMinutes: config.account.emailCodeMinutes,
    }),
    password: createPasswordChangeService({
      db,
      accounts,
      limiter,
      mailer,
      clock,
      ...(deps.onSessionsRevoked && { onSessionsRevoked: deps.onSessionsRevoked }),
    }),
    deletion: createDeletionService({
      db,
      deletions: createDeletionRepository(db),
      accounts,
      mailer,
      clock,
      graceDays: config.account.deletionGraceDays,
    }),
  });
}
