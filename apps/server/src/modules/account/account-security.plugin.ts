import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { AttemptBudgets } from '../security/attempt-budget';
import { createSecretBox, loadMasterKey } from '../security/secret-box';
import { createTwoFactorRepository } from '../two-factor/two-factor.repository';
import { createTwoFactor } from '../two-factor/two-factor.service';
import { createAccountSecurity } from './account-security.service';
import { registerAccountSecurityRoutes } from './account-security.routes';
import { createAccountSettingsRepository } from './account-settings.repository';
import { createAuthChallengesRepository } from './auth-challenges.repository';
import { createKnownDevicesRepository } from './known-devices.repository';
import { createPasskeysRepository } from './passkeys.repository';
import { createSecurityAlerts } from './security-alerts';
import type { SessionControl } from './session.service';
import type { CachedSessions } from './session-cache';
import { createSignInFlow, type SignInFlow } from './sign-in-flow';
import type { UsersRepository } from './users.repository';
import { createWebAuthn } from './webauthn';

/**
 * Issue 23 (decisions 0110–0119): the two-factor module (reusable for staff accounts), passkeys,
 * the sessions list and the alert emails; returns the sign-in flow the auth routes finish with.
 */
export function installAccountSecurity(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    config: Config;
    users: UsersRepository;
    sessions: CachedSessions;
    sessionControl: SessionControl;
    budgets: AttemptBudgets;
  },
): SignInFlow {
  const { db, clock, config, budgets } = deps;
  const box = createSecretBox(loadMasterKey(config.appSecret, config.dataDir));
  const twoFactor = createTwoFactor({
    db,
    clock,
    repo: createTwoFactorRepository(db),
    box,
    budgets,
    limits: config.authLimits,
  });
  const accounts = createAccountSettingsRepository(db);
  const passkeys = createPasskeysRepository(db);
  const challenges = createAuthChallengesRepository(db);
  const webauthn = createWebAuthn(config.site);
  const alerts = createSecurityAlerts({ mailer: app.mailer, site: config.site });
  registerAccountSecurityRoutes(
    app,
    createAccountSecurity({
      db,
      clock,
      accounts,
      twoFactor,
      passkeys,
      challenges,
      webauthn,
      alerts,
      sessions: deps.sessions,
      budgets,
      limits: config.authLimits,
      secureCookie: config.cookieSecure,
      idleMs: config.session.idleMs,
    }),
  );
  return createSignInFlow({
    db,
    clock,
    users: deps.users,
    accounts,
    sessionControl: deps.sessionControl,
    twoFactor,
    passkeys,
    challenges,
    knownDevices: createKnownDevicesRepository(db),
    webauthn,
    alerts,
    secureCookie: config.cookieSecure,
  });
}
