import type { FastifyInstance } from 'fastify';
import {
  addPasskey,
  confirmTwoFactor,
  disableTwoFactor,
  endOtherSessions,
  endSession,
  getTwoFactor,
  listPasskeys,
  listSessions,
  passkeyRegistrationOptions,
  regenerateRecoveryCodes,
  removePasskey,
  renamePasskey,
  startTwoFactor,
} from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { AccountSecurity } from './account-security.service';

/** Issue 23: /api/v2/users/two-factor, /passkeys and /sessions (all signed in, all scoped). */
export function registerAccountSecurityRoutes(app: FastifyInstance, security: AccountSecurity) {
  registerRoute(app, getTwoFactor, ({ user }) => security.twoFactorStatus(user));
  registerRoute(app, startTwoFactor, ({ user, request, reply, body }) =>
    security.startTwoFactor(user, request, reply, body.password),
  );
  registerRoute(app, confirmTwoFactor, ({ user, request, reply, body }) =>
    security.confirmTwoFactor(user, request, reply, body.code),
  );
  registerRoute(app, regenerateRecoveryCodes, ({ user, request, reply, body }) =>
    security.regenerateCodes(user, request, reply, body.code),
  );
  registerRoute(app, disableTwoFactor, async ({ user, request, reply, body }) => {
    await security.disableTwoFactor(user, request, reply, body);
    return undefined;
  });

  registerRoute(app, listPasskeys, async ({ user }) => ({
    passkeys: await security.listPasskeys(user),
  }));
  registerRoute(app, passkeyRegistrationOptions, ({ user, request, reply, body }) =>
    security.passkeyOptions(user, request, reply, body.password),
  );
  registerRoute(app, addPasskey, ({ user, request, reply, body }) =>
    security.addPasskey(user, request, reply, body),
  );
  registerRoute(app, renamePasskey, ({ user, params, body }) =>
    security.renamePasskey(user, params.id, body.name),
  );
  registerRoute(app, removePasskey, async ({ user, params }) => {
    await security.removePasskey(user, params.id);
    return undefined;
  });

  registerRoute(app, listSessions, async ({ user }) => ({
    sessions: await security.listSessions(user),
  }));
  registerRoute(app, endSession, async ({ user, params }) => {
    await security.endSession(user, params.id);
    return undefined;
  });
  registerRoute(app, endOtherSessions, ({ user }) => security.endOthers(user));
}
