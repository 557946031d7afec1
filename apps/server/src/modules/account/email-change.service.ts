import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  checkEmailChangeRequest,
  EMAIL_CODE_DIGITS,
  EMAIL_CODE_MAX_ATTEMPTS,
  isEmailCodeShape,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, unauthorized } from '../../http/http-error';
import type { Mailer } from '../mail/mailer.service';
import {
  recipientOf,
  type AccountRecord,
  type AccountSettingsRepository,
} from './account-settings.repository';
import type { EmailChangeRepository } from './email-change.repository';
import type { AttemptBudgets } from '../security/attempt-budget';
import { checkUnderBudget, secretKeys, type AuthLimits } from '../security/auth-limits';
import { checkAccountPassword } from './password-check';
import type { AuthUser } from '../../http/auth-user';
import { isUniqueViolation } from './unique-violation';

/** At most this many codes per hour per account: each one sends an email. */
const REQUESTS_PER_HOUR = 5;

const hashCode = (requestId: string, code: string) =>
  createHash('sha256').update(`${requestId}:${code}`).digest();

// The messages below are replaced by the spec §8 overrides (decision 0036); codes stay precise.
const tooManyAttempts = () =>
  new HttpError(429, 'too_many_attempts', 'Too many attempts. Try again later.');
const forbidden = () => new HttpError(403, 'forbidden', 'Incorrect password or old email.');
const invalidCode = () => new HttpError(403, 'invalid_code', 'Invalid or expired code.');
const emailTaken = () =>
  new HttpError(409, 'email_taken', 'An account with this email already exists.', {
    new_email: 'An account with this email already exists.',
  });

export interface EmailChangeDeps {
  readonly db: Db;
  readonly accounts: AccountSettingsRepository;
  readonly requests: EmailChangeRepository;
  readonly budgets: AttemptBudgets;
  readonly limits: AuthLimits;
  /** Called after the other sessions were revoked (e.g. to drop cached lookups). */
  readonly onSessionsRevoked?: (userId: string) => void;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly codeMinutes: number;
}

/** spec §7 email update and confirm (decision 0033): a 6-digit code to the new address. */
export function createEmailChangeService(deps: EmailChangeDeps) {
  const { db, accounts, requests, clock } = deps;

  /** A code to the new address (5 an hour at most), once the caller knows who asks. */
  async function start(account: AccountRecord, newEmail: string, now: Date) {
    if (newEmail === account.email)
      throw new HttpError(400, 'same_email', 'This is already your email.', {
        new_email: 'Enter a different email address.',
      });
    if (await accounts.emailTaken(account.tenantId, newEmail)) throw emailTaken();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    if ((await requests.countSince(account.tenantId, account.id, hourAgo)) >= REQUESTS_PER_HOUR)
      throw new HttpError(429, 'too_many_requests', 'Too many codes requested. Try again later.');

    const id = randomUUID();
    const code = String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0');
    const expiresAt = new Date(now.getTime() + deps.codeMinutes * 60_000).toISOString();
    await db.transaction().execute(async (trx) => {
      await requests.create(trx, {
        id,
        tenant_id: account.tenantId,
        user_id: account.id,
        new_email: newEmail,
        code_hash: hashCode(id, code).toString('hex'),
        attempts: 0,
        expires_at: expiresAt,
        confirmed_at: null,
        created_at: now.toISOString(),
      });
      await deps.mailer.enqueue(trx, recipientOf(account, newEmail), 'email_change_code', {
        code,
        minutes: deps.codeMinutes,
      });
    });
    deps.mailer.kick();
    return { pending_email: newEmail, expires_at: expiresAt };
  }

  return {
    async update(
      user: AuthUser,
      request: FastifyRequest,
      body: { new_email: string; password: string; old_email?: string | undefined },
    ) {
      const now = clock.now();
      const account = await accounts.find(db, user.tenantId, user.id);
      if (!account) throw unauthorized();
      const ok = await checkAccountPassword(
        deps,
        account,
        { ip: request.ip, password: body.password, now },
        tooManyAttempts,
      );
      if (!ok || (body.old_email !== undefined && body.old_email !== account.email))
        throw forbidden();
      return start(account, body.new_email, now);
    },

    /**
     * The same change started by support for a customer who proved who they are another way
     * (issue 16 item 3): no password, the code still goes to the new address and the customer
     * confirms it in the portal.
     */
    async startForCustomer(tenantId: string, userId: string, newEmail: string) {
      const account = await accounts.find(db, tenantId, userId);
      if (!account) throw new HttpError(404, 'not_found', 'Customer not found.');
      return start(account, newEmail, clock.now());
    },

    async confirm(user: AuthUser, request: FastifyRequest, code: string) {
      const now = clock.now();
      const account = await accounts.find(db, user.tenantId, user.id);
      if (!account) throw unauthorized();
      const pending = await requests.latest(user.tenantId, user.id);
      if (!pending || !checkEmailChangeRequest(pending, now).ok) throw invalidCode();
      // Count the check before comparing: five wrong codes end the request (spec §8 403), and
      // the account's and the IP's code budgets hold across requests (decision 0106).
      if (!(await requests.countAttempt(pending.id, EMAIL_CODE_MAX_ATTEMPTS))) throw invalidCode();
      const expected = Buffer.from(pending.code_hash, 'hex');
      const matches = await checkUnderBudget(
        deps.budgets,
        secretKeys(deps.limits, 'code', { tenantId: user.tenantId, key: user.id }, request.ip),
        now,
        async () => isEmailCodeShape(code) && timingSafeEqual(hashCode(pending.id, code), expected),
        tooManyAttempts,
      );
      if (!matches) throw invalidCode();
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await requests.markConfirmed(trx, pending.id, now))) throw invalidCode();
          await accounts.setEmail(trx, user.tenantId, user.id, pending.new_email);
          // The sign-in name changed: every other device signs in again (issue 14 finding 10).
          await accounts.revokeSessions(trx, user.tenantId, user.id, user.sessionId);
          await deps.mailer.enqueue(trx, recipientOf(account), 'email_changed', {
            newEmail: pending.new_email,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      deps.onSessionsRevoked?.(user.id);
      deps.mailer.kick();
      return { email: pending.new_email };
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
