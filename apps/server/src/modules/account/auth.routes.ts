import type { FastifyInstance } from 'fastify';
import { currentUser, signIn, signOut, signUp } from '@halyard/contract';
import type { Clock } from '../../clock';
import { HttpError, unauthorized } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { createLoginLimiter } from './login-limiter';
import { hashPassword, verifyPassword } from './password';
import type { SessionControl } from './session.service';
import type { UsersRepository } from './users.repository';

export interface AuthRouteDeps {
  readonly users: UsersRepository;
  readonly sessionControl: SessionControl;
  readonly limiter: ReturnType<typeof createLoginLimiter>;
  readonly clock: Clock;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { users, sessionControl, limiter, clock } = deps;

  async function userDataOrFail(tenantId: string, userId: string) {
    const data = await users.userData(tenantId, userId);
    if (!data) throw unauthorized();
    return data;
  }

  registerRoute(app, signUp, async ({ request, reply, body, tenant }) => {
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
    await sessionControl.start(request, reply, user.id);
    return { user: await userDataOrFail(tenant.id, user.id) };
  });

  registerRoute(app, signIn, async ({ request, reply, body, tenant }) => {
    const now = clock.now();
    const waitMs = await limiter.retryAfterMs(tenant.id, body.email, request.ip, now);
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60_000);
      reply.header('retry-after', Math.ceil(waitMs / 1000));
      throw new HttpError(
        429,
        'too_many_attempts',
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    const user = await users.findByEmail(tenant.id, body.email);
    const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
    await limiter.record(tenant.id, body.email, request.ip, ok, now);
    if (!user || !ok) {
      throw new HttpError(401, 'invalid_credentials', 'The email or password is incorrect.');
    }
    await sessionControl.start(request, reply, user.id);
    return { user: await userDataOrFail(tenant.id, user.id) };
  });

  registerRoute(app, signOut, async ({ request, reply }) => {
    await sessionControl.end(request, reply);
    return undefined;
  });

  registerRoute(app, currentUser, async ({ user }) => ({
    user: await userDataOrFail(user.tenantId, user.id),
  }));
}
