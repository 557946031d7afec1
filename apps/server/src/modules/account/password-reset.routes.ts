import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkPasswordReset, completePasswordReset, requestPasswordReset } from '@halyard/contract';
import { registerRoute } from '../../http/route';
import { tooManyAttempts } from '../security/auth-limits';
import type { PasswordReset } from './password-reset.service';
import type { SignInFlow } from './sign-in-flow';

const refuseWith = (reply: FastifyReply) => (waitMs: number, message: string) =>
  tooManyAttempts(reply, waitMs, message);

/** Account recovery (issue 24 item 1, decision 0160). */
export function registerPasswordResetRoutes(
  app: FastifyInstance,
  deps: { reset: PasswordReset; flow: SignInFlow },
): void {
  registerRoute(app, requestPasswordReset, async ({ request, reply, body, tenant }) =>
    deps.reset.request(tenant.id, request.ip, body.email, body.locale, refuseWith(reply)),
  );
  registerRoute(app, checkPasswordReset, async ({ request, reply, body, tenant }) =>
    deps.reset.check(tenant.id, request.ip, body.token, refuseWith(reply)),
  );
  registerRoute(app, completePasswordReset, async ({ request, reply, body, tenant }) => {
    const userId = await deps.reset.complete(tenant.id, request.ip, body, refuseWith(reply));
    // Like a sign-in with the new password: a session for this device, or the second step.
    return deps.flow.afterPassword(request, reply, tenant.id, userId);
  });
}
