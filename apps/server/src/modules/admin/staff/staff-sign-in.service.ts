import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffSelf } from '@halyard/contract';
import { ROLE_PERMISSIONS } from '@halyard/domain';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/http-error';
import { verifyPassword } from '../../account/password';
import type { AttemptBudgets } from '../../security/attempt-budget';
import {
  checkUnderBudget,
  secretKeys,
  tooManyAttempts,
  type AuthLimits,
} from '../../security/auth-limits';
import type { CodeCheck, TwoFactor } from '../../two-factor/two-factor.service';
import type { AuditRepository } from '../audit/audit.repository';
import { actorOf } from '../admin-route';
import { STAFF_CHALLENGE_COOKIE, type StaffAuth } from './staff-auth';
import { toStaffMember, type StaffAccount, type StaffRepository } from './staff.repository';
import type { StaffSessionsRepository } from './staff-sessions.repository';

/** The password step is good for this long; the code must come within it. */
const CHALLENGE_MS = 10 * 60_000;

const wrongCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'The email or password is incorrect.');
const expired = () =>
  new HttpError(401, 'sign_in_expired', 'The sign-in took too long. Enter your password again.');
const wrongCode = () =>
  new HttpError(401, 'invalid_code', 'The code is not valid. Try the current one.');

export const staffSubject = (account: { tenantId: string; id: string }) =>
  ({ tenantId: account.tenantId, kind: 'staff', id: account.id }) as const;

export function staffSelf(account: StaffAccount, idleMs: number): StaffSelf {
  return {
    staff: toStaffMember(account),
    permissions: [...ROLE_PERMISSIONS[account.role]],
    idle_minutes: Math.round(idleMs / 60_000),
  };
}

/**
 * A staff sign-in (issue 16 item 1, decision 0171): the password, then a TOTP code — always, the
 * back office has no password-only sign-in. A member without a second factor enrols one at this
 * point (the two-factor module's `staff` subjects, decision 0110) and its first code signs in.
 * Passwords and codes are throttled per account and per IP like the customers' (decision 0106).
 */
export function createStaffSignIn(deps: {
  db: Db;
  clock: Clock;
  staff: StaffRepository;
  sessions: StaffSessionsRepository;
  auth: StaffAuth;
  twoFactor: TwoFactor;
  budgets: AttemptBudgets;
  limits: AuthLimits;
  audit: AuditRepository;
  issuer: (request: FastifyRequest) => string;
  idleMs: number;
}) {
  const { clock, staff, sessions } = deps;

  function refuse(check: Exclude<CodeCheck, { ok: true }>, reply: FastifyReply): never {
    if (check.reason === 'throttled')
      throw tooManyAttempts(reply, check.retryAfterMs, 'Too many attempts. Try again later.');
    throw wrongCode();
  }

  return {
    async password(
      request: FastifyRequest,
      reply: FastifyReply,
      body: { email: string; password: string },
    ) {
      const tenantId = request.tenant.id;
      let account: StaffAccount | null = null;
      const ok = await checkUnderBudget(
        deps.budgets,
        secretKeys(deps.limits, 'password', { tenantId, key: `staff:${body.email}` }, request.ip),
        clock.now(),
        async () => {
          account = await staff.findByEmail(tenantId, body.email);
          const right = await verifyPassword(account?.passwordHash ?? null, body.password);
          return right && account !== null && account.disabledAt === null;
        },
        (retryAfterMs) =>
          tooManyAttempts(reply, retryAfterMs, 'Too many attempts. Try again later.'),
      );
      const found = account as StaffAccount | null;
      if (!ok || !found) {
        // A wrong password for a real account is worth an entry: someone is trying it.
        if (found)
          await deps.audit.record(
            deps.db,
            { ...actorOf(request, null), staffId: found.id, email: found.email, role: found.role },
            {
              action: 'staff.signed_in',
              targetId: found.id,
              outcome: 'refused',
              after: { error: 'invalid_credentials' },
            },
            clock.now(),
          );
        throw wrongCredentials();
      }
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
      const token = await sessions.createChallenge(tenantId, found.id, now, expiresAt);
      deps.auth.setChallenge(reply, token, expiresAt);
      reply.code(202);
      if (found.twoFactor)
        return { next: 'code' as const, enrolment: null, expires_at: expiresAt.toISOString() };
      const started = await deps.twoFactor.begin(
        staffSubject(found),
        deps.issuer(request),
        found.email,
      );
      if (!started.ok) throw expired();
      return {
        next: 'enrol' as const,
        enrolment: { secret: started.secret, uri: started.uri },
        expires_at: expiresAt.toISOString(),
      };
    },

    async code(request: FastifyRequest, reply: FastifyReply, code: string): Promise<StaffSelf> {
      const tenantId = request.tenant.id;
      const token = request.cookies[STAFF_CHALLENGE_COOKIE];
      const staffId = token ? await sessions.challengeOwner(tenantId, token, clock.now()) : null;
      const account = staffId ? await staff.find(deps.db, tenantId, staffId) : null;
      if (!token || !account || account.disabledAt !== null) throw expired();
      const subject = staffSubject(account);
      const actor = {
        ...actorOf(request, null),
        staffId: account.id,
        email: account.email,
        role: account.role,
      };
      const enrolling = !account.twoFactor;
      const check = enrolling
        ? await deps.twoFactor.confirm(subject, code, request.ip, (trx) =>
            deps.audit.record(
              trx,
              actor,
              { action: 'staff.two_factor_enrolled', targetId: account.id },
              clock.now(),
            ),
          )
        : await deps.twoFactor.verify(subject, code, request.ip);
      if (!check.ok) {
        if (check.reason === 'not_enabled' && enrolling) throw expired();
        refuse(check, reply);
      }
      if (!(await sessions.consumeChallenge(tenantId, token))) throw expired();
      await deps.auth.start(request, reply, account.id);
      deps.auth.clearChallenge(reply);
      await deps.audit.record(
        deps.db,
        actor,
        { action: 'staff.signed_in', targetId: account.id },
        clock.now(),
      );
      return staffSelf({ ...account, twoFactor: true }, deps.idleMs);
    },
  };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
