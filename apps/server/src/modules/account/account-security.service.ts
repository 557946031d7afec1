import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountSession, PasskeyRegistrationResponse } from '@halyard/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound, unauthorized } from '../../http/http-error';
import type { Executor } from '../../db/executor';
import type { AttemptBudgets } from '../security/attempt-budget';
import { tooManyAttempts, type AuthLimits } from '../security/auth-limits';
import type { Refusal, TwoFactor } from '../two-factor/two-factor.service';
import {
  recipientOf,
  type AccountRecord,
  type AccountSettingsRepository,
} from './account-settings.repository';
import type { AuthChallengesRepository } from './auth-challenges.repository';
import { challengeToken, clearChallengeCookie, setChallengeCookie } from './challenge-cookies';
import { describeUserAgent } from './devices';
import type { PasskeysRepository } from './passkeys.repository';
import { checkAccountPassword } from './password-check';
import type { SecurityAlerts } from './security-alerts';
import type { AuthUser } from '../../http/auth-user';
import type { CachedSessions } from './session-cache';
import { userSubject } from './sign-in-flow';
import type { WebAuthn } from './webauthn';

const CHALLENGE_MS = 10 * 60_000;

const wrongPassword = () =>
  new HttpError(403, 'invalid_password', 'The password is incorrect.', {
    password: 'The password is incorrect.',
  });

/**
 * The account's sign-in security (issue 23, decisions 0110–0114): two-factor on and off, recovery
 * codes, passkeys, and the sessions list. Each change that weakens or replaces a factor asks for
 * the password or a code, ends the account's other sessions where the issue says so, and emails
 * an alert in the same transaction.
 */
export function createAccountSecurity(deps: {
  db: Db;
  clock: Clock;
  accounts: AccountSettingsRepository;
  twoFactor: TwoFactor;
  passkeys: PasskeysRepository;
  challenges: AuthChallengesRepository;
  webauthn: WebAuthn;
  alerts: SecurityAlerts;
  sessions: CachedSessions;
  budgets: AttemptBudgets;
  limits: AuthLimits;
  secureCookie: boolean;
  idleMs: number;
}) {
  const { db, clock, alerts } = deps;

  async function account(user: AuthUser): Promise<AccountRecord> {
    const found = await deps.accounts.find(db, user.tenantId, user.id);
    if (!found) throw unauthorized();
    return found;
  }

  /** The account's password, checked under the password budget (decision 0106). */
  async function requirePassword(
    user: AuthUser,
    request: FastifyRequest,
    reply: FastifyReply,
    password: string,
  ) {
    const found = await account(user);
    const ok = await checkAccountPassword(
      deps,
      found,
      { ip: request.ip, password, now: clock.now() },
      (ms) => tooManyAttempts(reply, ms, 'Too many attempts. Try again later.'),
    );
    if (!ok) throw wrongPassword();
    return found;
  }

  function refused(reply: FastifyReply, refusal: Refusal): HttpError {
    switch (refusal.reason) {
      case 'throttled':
        return tooManyAttempts(
          reply,
          refusal.retryAfterMs,
          'Too many wrong codes. Try again later.',
        );
      case 'already_enabled':
        return new HttpError(409, 'two_factor_on', 'Two-factor sign-in is already on.');
      case 'not_enabled':
        return new HttpError(409, 'two_factor_off', 'Two-factor sign-in is not on.');
      case 'invalid':
        return new HttpError(403, 'invalid_code', 'That code is not valid.', {
          code: 'That code is not valid.',
        });
    }
  }

  /**
   * Two-factor turned on or off, inside the change's transaction: every other session of the
   * account ends and the alert is written.
   */
  const endOthersAndAlert =
    (user: AuthUser, found: AccountRecord, kind: 'two_factor_enabled' | 'two_factor_disabled') =>
    async (executor: Executor) => {
      await deps.accounts.revokeSessions(executor, user.tenantId, user.id, user.sessionId);
      await alerts.send(executor, recipientOf(found), kind, {});
    };

  return {
    async twoFactorStatus(user: AuthUser) {
      const status = await deps.twoFactor.status(userSubject(user.tenantId, user.id));
      return {
        enabled: status.enabled,
        enabled_at: status.enabledAt,
        recovery_codes_left: status.recoveryCodesLeft,
      };
    },

    async startTwoFactor(
      user: AuthUser,
      request: FastifyRequest,
      reply: FastifyReply,
      password: string,
    ) {
      const found = await requirePassword(user, request, reply, password);
      const started = await deps.twoFactor.begin(
        userSubject(user.tenantId, user.id),
        found.brand,
        found.email,
      );
      if (!started.ok) throw refused(reply, started);
      return {
        secret: started.secret,
        otpauth_uri: started.uri,
        expires_at: started.expiresAt.toISOString(),
      };
    },

    async confirmTwoFactor(
      user: AuthUser,
      request: FastifyRequest,
      reply: FastifyReply,
      code: string,
    ) {
      const found = await account(user);
      const outcome = await deps.twoFactor.confirm(
        userSubject(user.tenantId, user.id),
        code,
        request.ip,
        endOthersAndAlert(user, found, 'two_factor_enabled'),
      );
      if (!outcome.ok) throw refused(reply, outcome);
      deps.sessions.forgetUser(user.id);
      alerts.kick();
      return { recovery_codes: outcome.codes };
    },

    async regenerateCodes(
      user: AuthUser,
      request: FastifyRequest,
      reply: FastifyReply,
      code: string,
    ) {
      const found = await account(user);
      const outcome = await deps.twoFactor.regenerate(
        userSubject(user.tenantId, user.id),
        code,
        request.ip,
        (trx) => alerts.send(trx, recipientOf(found), 'recovery_codes_regenerated', {}),
      );
      if (!outcome.ok) throw refused(reply, outcome);
      alerts.kick();
      return { recovery_codes: outcome.codes };
    },

    async disableTwoFactor(
      user: AuthUser,
      request: FastifyRequest,
      reply: FastifyReply,
      body: { password: string; code: string },
    ) {
      const found = await requirePassword(user, request, reply, body.password);
      const outcome = await deps.twoFactor.disable(
        userSubject(user.tenantId, user.id),
        body.code,
        request.ip,
        endOthersAndAlert(user, found, 'two_factor_disabled'),
      );
      if (!outcome.ok) throw refused(reply, outcome);
      deps.sessions.forgetUser(user.id);
      alerts.kick();
    },

    listPasskeys: (user: AuthUser) => deps.passkeys.list(user.tenantId, user.id),

    async passkeyOptions(
      user: AuthUser,
      request: FastifyRequest,
      reply: FastifyReply,
      password: string,
    ) {
      const found = await requirePassword(user, request, reply, password);
      const options = await deps.webauthn.registrationOptions({
        rpName: found.brand,
        userId: user.id,
        email: found.email,
        exclude: await deps.passkeys.credentialsOf(user.tenantId, user.id),
      });
      const { token, expiresAt } = await deps.challenges.create({
        tenantId: user.tenantId,
        userId: user.id,
        purpose: 'passkey-register',
        challenge: options.challenge,
        now: clock.now(),
        ttlMs: CHALLENGE_MS,
      });
      setChallengeCookie(reply, 'webauthn', token, expiresAt, deps.secureCookie);
      return { options: { ...options } };
    },

    async addPasskey(
      user: AuthUser,
      request: FastifyRequest,
      reply: FastifyReply,
      body: { name: string; credential: z.infer<typeof PasskeyRegistrationResponse> },
    ) {
      const refusedPasskey = () =>
        new HttpError(400, 'passkey_not_verified', 'The passkey could not be verified. Try again.');
      const token = challengeToken(request, 'webauthn');
      const challenge = token
        ? await deps.challenges.find(user.tenantId, token, 'passkey-register', clock.now())
        : null;
      if (!challenge?.challenge || challenge.userId !== user.id) throw refusedPasskey();
      const verified = await deps.webauthn.verifyRegistration(body.credential, challenge.challenge);
      if (!verified || !(await deps.challenges.consume(challenge.id))) throw refusedPasskey();
      clearChallengeCookie(reply, 'webauthn', deps.secureCookie);
      const found = await account(user);
      const added = await db.transaction().execute(async (trx) => {
        const passkey = await deps.passkeys.add(trx, {
          tenantId: user.tenantId,
          userId: user.id,
          ...verified,
          name: body.name,
          now: clock.now(),
        });
        if (passkey)
          await alerts.send(trx, recipientOf(found), 'passkey_added', { name: passkey.name });
        return passkey;
      });
      if (!added)
        throw new HttpError(409, 'passkey_exists', 'This passkey is already added to an account.');
      alerts.kick();
      return added;
    },

    async renamePasskey(user: AuthUser, id: string, name: string) {
      const renamed = await deps.passkeys.rename(user.tenantId, user.id, id, name);
      if (!renamed) throw notFound('Passkey');
      return renamed;
    },

    async removePasskey(user: AuthUser, id: string) {
      const found = await account(user);
      const removed = await db.transaction().execute(async (trx) => {
        const name = await deps.passkeys.remove(trx, user.tenantId, user.id, id);
        if (name !== null) await alerts.send(trx, recipientOf(found), 'passkey_removed', { name });
        return name;
      });
      if (removed === null) throw notFound('Passkey');
      alerts.kick();
    },

    async listSessions(user: AuthUser): Promise<AccountSession[]> {
      const rows = await deps.sessions.listForUser(
        user.tenantId,
        user.id,
        clock.now(),
        deps.idleMs,
      );
      return rows.map((row) => ({
        id: row.publicId,
        ...describeUserAgent(row.userAgent),
        place: row.place,
        ip: row.ip,
        created_at: row.createdAt,
        last_seen_at: row.lastSeenAt,
        current: row.id === user.sessionId,
      }));
    },

    async endSession(user: AuthUser, publicId: string) {
      if (!(await deps.sessions.deleteByPublicId(user.tenantId, user.id, publicId)))
        throw notFound('Session');
    },

    async endOthers(user: AuthUser) {
      const ended = await deps.sessions.deleteAllForUser(user.tenantId, user.id, user.sessionId);
      return { ended };
    },
  };
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
