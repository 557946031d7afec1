import type { FastifyInstance } from 'fastify';
import {
  currentUser,
  passkeySignIn,
  passkeySignInOptions,
  signIn,
  signInSecondFactor,
  signOut,
  signUp,
} from '@halyard/contract';
import { checkNewPassword, PASSWORD_WEAKNESS_MESSAGES } from '@halyard/domain';
import type { Clock } from '../../clock';
import { HttpError, unauthorized } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { AttemptBudgets } from '../security/attempt-budget';
import {
  checkUnderBudget,
  secretKeys,
  signUpKeys,
  tooManyAttempts,
  type AuthLimits,
} from '../security/auth-limits';
import { hashPassword, verifyPassword } from './password';
import type { SessionControl } from './session.service';
import type { SignInFlow } from './sign-in-flow';
import type { UsersRepository } from './users.repository';

export interface AuthRouteDeps {
  readonly users: UsersRepository;
  readonly sessionControl: SessionControl;
  readonly flow: SignInFlow;
  readonly budgets: AttemptBudgets;
  readonly limits: AuthLimits;
  readonly clock: Clock;
}

const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { users, sessionControl, flow, budgets, limits, clock } = deps;

  async function userDataOrFail(tenantId: string, userId: string) {
    const data = await users.userData(tenantId, userId);
    if (!data) throw unauthorized();
    return data;
  }

  registerRoute(app, signUp, async ({ request, reply, body, tenant }) => {
    // The password change's strength rule (issue 14 finding 7, decision 0107), as a field error.
    const strength = checkNewPassword(body.password, { email: body.email });
    if (!strength.ok)
      throw new HttpError(400, 'weak_password', 'Choose a stronger password.', {
        password: PASSWORD_WEAKNESS_MESSAGES[strength.reason],
      });
    // Every sign-up counts against the IP's budget, successful or not.
    const reservation = await budgets.reserve(signUpKeys(limits, request.ip), clock.now());
    if (!reservation.ok)
      throw tooManyAttempts(
        reply,
        reservation.retryAfterMs,
        `Too many accounts were created from your network. Try again in ${minutesText(reservation.retryAfterMs)}.`,
      );
    const user = await users.create({
      tenantId: tenant.id,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      now: clock.now(),
    });
    if (!user) {
      throw new HttpError(
        409,
        'email_taken',
        'An account with this email already exists. Sign in instead.',
        {
          email: 'An account with this email already exists.',
        },
      );
    }
    await flow.signedUp(request, reply, tenant.id, user.id);
    return { user: await userDataOrFail(tenant.id, user.id) };
  });

  registerRoute(app, signIn, async ({ request, reply, body, tenant }) => {
    // The attempt is reserved before the password is checked (issue 14 finding 4).
    let user: Awaited<ReturnType<typeof users.findByEmail>> = null;
    const ok = await checkUnderBudget(
      budgets,
      secretKeys(limits, 'password', { tenantId: tenant.id, key: body.email }, request.ip),
      clock.now(),
      async () => {
        user = await users.findByEmail(tenant.id, body.email);
        return verifyPassword(user?.passwordHash ?? null, body.password);
      },
      (waitMs) =>
        tooManyAttempts(
          reply,
          waitMs,
          `Too many failed sign-in attempts. Try again in ${minutesText(waitMs)}.`,
        ),
    );
    const found = user as Awaited<ReturnType<typeof users.findByEmail>>;
    if (!found || !ok) {
      throw new HttpError(401, 'invalid_credentials', 'The email or password is incorrect.');
    }
    // With two-factor on, a 202 asks for the second step (issue 23).
    return flow.afterPassword(request, reply, tenant.id, found.id);
  });

  registerRoute(app, signInSecondFactor, ({ request, reply, body, tenant }) =>
    flow.withCode(request, reply, tenant.id, body.code),
  );
  registerRoute(app, passkeySignInOptions, ({ request, reply, tenant }) =>
    flow.passkeyOptions(request, reply, tenant.id),
  );
  registerRoute(app, passkeySignIn, ({ request, reply, body, tenant }) =>
    flow.withPasskey(request, reply, tenant.id, body.credential),
  );

  registerRoute(app, signOut, async ({ request, reply }) => {
    await sessionControl.end(request, reply);
    return undefined;
  });

  registerRoute(app, currentUser, async ({ user }) => ({
    user: await userDataOrFail(user.tenantId, user.id),
  }));
}
