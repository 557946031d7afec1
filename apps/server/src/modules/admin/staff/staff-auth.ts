import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SESSION_COOKIE } from '@halyard/contract';
import type { StaffRole } from '@halyard/domain';
import type { Clock } from '../../../clock';
import type { StaffSessionsRepository } from './staff-sessions.repository';

/** The staff session and the pending sign-in (decision 0171), apart from the customer's cookie. */
export const STAFF_COOKIE = STAFF_SESSION_COOKIE;
export const STAFF_CHALLENGE_COOKIE = 'halyard_staff_challenge';
/** Only the back office's API ever receives them. */
const COOKIE_PATH = '/api/admin/';

// A staff session's last request is written at most this often: a minute is precise enough for
// an idle limit of half an hour, and reads stay reads.
const TOUCH_EVERY_MS = 60_000;

/** A signed-in staff member of the request's tenant. */
export interface StaffUser {
  readonly id: string;
  readonly tenantId: string;
  readonly email: string;
  readonly role: StaffRole;
  readonly sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of the request's tenant, or null; looked up once. */
    currentStaff(): Promise<StaffUser | null>;
  }
}

export interface StaffSessionSettings {
  readonly idleMs: number;
  readonly maxMs: number;
  readonly secureCookie: boolean;
}

const cookieOptions = (secure: boolean) =>
  ({ path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure }) as const;

/** Staff sessions behind an HttpOnly, SameSite=Strict cookie scoped to `/api/admin/`. */
export function installStaffAuth(
  app: FastifyInstance,
  deps: { sessions: StaffSessionsRepository; clock: Clock; settings: StaffSessionSettings },
) {
  const { sessions, clock, settings } = deps;
  const memo = new WeakMap<FastifyRequest, Promise<StaffUser | null>>();

  async function lookup(request: FastifyRequest): Promise<StaffUser | null> {
    const token = request.cookies[STAFF_COOKIE];
    if (!token || !request.tenant) return null;
    const now = clock.now();
    const owner = await sessions.findLive(request.tenant.id, token, now, settings.idleMs);
    if (!owner) return null;
    if (now.getTime() - owner.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await sessions.touch(owner.sessionId, now);
    return {
      id: owner.staffId,
      tenantId: request.tenant.id,
      email: owner.email,
      role: owner.role,
      sessionId: owner.sessionId,
    };
  }

  app.decorateRequest('currentStaff', function (this: FastifyRequest) {
    let pending = memo.get(this);
    if (!pending) {
      pending = lookup(this);
      memo.set(this, pending);
    }
    return pending;
  });

  return {
    async start(request: FastifyRequest, reply: FastifyReply, staffId: string): Promise<void> {
      const previous = request.cookies[STAFF_COOKIE];
      const { token, expiresAt } = await sessions.create({
        tenantId: request.tenant.id,
        staffId,
        now: clock.now(),
        maxMs: settings.maxMs,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (previous) {
        const old = await sessions.findLive(
          request.tenant.id,
          previous,
          clock.now(),
          settings.idleMs,
        );
        if (old) await sessions.delete(old.sessionId);
      }
      reply.setCookie(STAFF_COOKIE, token, {
        ...cookieOptions(settings.secureCookie),
        expires: expiresAt,
      });
      memo.delete(request);
    },

    async end(request: FastifyRequest, reply: FastifyReply, sessionId: string): Promise<void> {
      await sessions.delete(sessionId);
      reply.clearCookie(STAFF_COOKIE, cookieOptions(settings.secureCookie));
    },

    setChallenge(reply: FastifyReply, token: string, expires: Date): void {
      reply.setCookie(STAFF_CHALLENGE_COOKIE, token, {
        ...cookieOptions(settings.secureCookie),
        expires,
      });
    },

    clearChallenge(reply: FastifyReply): void {
      reply.clearCookie(STAFF_CHALLENGE_COOKIE, cookieOptions(settings.secureCookie));
    },
  };
}

export type StaffAuth = ReturnType<typeof installStaffAuth>;
