import type { FastifyInstance } from 'fastify';
import {
  cancelDeletion,
  confirmEmail,
  getDeletion,
  requestDeletion,
  updateDeletion,
  updateEmail,
  updatePassword,
} from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { DeletionService } from './deletion.service';
import type { EmailChangeService } from './email-change.service';
import type { PasswordChangeService } from './password-change.service';
import type { SessionControl } from './session.service';

/** spec §7 account settings: email, password, deletion. Error messages follow spec §8. */
export function registerAccountSettingsRoutes(
  app: FastifyInstance,
  deps: {
    email: EmailChangeService;
    password: PasswordChangeService;
    deletion: DeletionService;
    sessionControl: SessionControl;
  },
): void {
  registerRoute(app, updateEmail, async ({ user, request, body }) =>
    deps.email.update(user, request, body),
  );
  registerRoute(app, confirmEmail, async ({ user, request, body }) =>
    deps.email.confirm(user, request, body.code),
  );
  registerRoute(app, updatePassword, async ({ user, request, reply, body }) => {
    await deps.password.update(user, request, body);
    // Every session ended with the old password; this device goes on under a new session id
    // (issue 14 finding 10: no session id outlives a password change).
    await deps.sessionControl.start(request, reply, user.id);
    return undefined;
  });
  registerRoute(app, requestDeletion, async ({ user, body }) =>
    deps.deletion.request(user, body?.reason),
  );
  registerRoute(app, getDeletion, async ({ user }) => deps.deletion.get(user));
  registerRoute(app, updateDeletion, async ({ user, body }) => deps.deletion.update(user, body));
  registerRoute(app, cancelDeletion, async ({ user }) => deps.deletion.cancel(user));
}
