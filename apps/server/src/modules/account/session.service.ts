import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { AuthUser } from '../../http/auth-user';
import { unauthorized } from '../../http/http-error';
import type { SessionsRepository } from './sessions.repository';
import type { UsersRepository } from './users.repository';

export { SESSION_COOKIE };

// Writing last_seen_at on every request would turn reads into writes; a minute is precise enough.
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Looked up once per request. */
    currentUser(): Promise<AuthUser | null>;
    /** The signed-in user, or a 401. */
    requireUser(): Promise<AuthUser>;
  }
}

export interface SessionSettings {
  readonly idleMs: number;
  readonly maxMs: number;
  readonly secureCookie: boolean;
  /** A header a trusted proxy fills with the client's approximate place (issue 23). */
  readonly placeHeader?: string | undefined;
}

function placeOf(request: FastifyRequest, header: string | undefined): string | null {
  const value = header ? request.headers[header] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Server-side sessions behind an HttpOnly, SameSite=Lax cookie (decision 0003). */
export function installSessions(
  app: FastifyInstance,
  deps: {
    sessions: SessionsRepository;
    users: UsersRepository;
    clock: Clock;
    settings: SessionSettings;
  },
) {
  const { sessions, clock, settings } = deps;
  const memo = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

  async function lookup(request: FastifyRequest): Promise<AuthUser | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.tenant) return null;
    const now = clock.now();
    const session = await sessions.findLive(request.tenant.id, token, now, settings.idleMs);
    if (!session) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await sessions.touch(session.id, now);
    return { id: session.userId, tenantId: request.tenant.id, sessionId: session.id };
  }

  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = memo.get(this);
    if (!pending) {
      pending = lookup(this);
      memo.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.currentUser();
    if (!user) throw unauthorized();
    return user;
  });

  // Issue 14 finding 8 (decision 0107): no answer of the API that is about a signed-in person —
  // a signed-in route, a request carrying a session, an answer that sets one — may be stored by a
  // browser or a shared cache. Once here, not per route.
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config?.tenant) return;
    if (
      request.routeOptions.config.auth ||
      request.cookies[SESSION_COOKIE] !== undefined ||
      reply.hasHeader('set-cookie')
    )
      reply.header('cache-control', 'no-store');
  });

  return {
    async start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      // A new session id at every sign-in (no fixation); the old cookie's session ends.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.delete(request.tenant.id, previous);
      const { token, expiresAt } = await sessions.create({
        tenantId: request.tenant.id,
        userId,
        now: clock.now(),
        maxMs: settings.maxMs,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        place: placeOf(request, settings.placeHeader),
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: settings.secureCookie,
        expires: expiresAt,
      });
      memo.delete(request);
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await sessions.delete(request.tenant.id, token);
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: settings.secureCookie,
      });
    },
  };
}

export type SessionControl = ReturnType<typeof installSessions>;
