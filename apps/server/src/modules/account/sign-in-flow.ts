import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SecondFactorRequired, UserData } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, unauthorized } from '../../http/http-error';
import { dateTimeText } from './alert-dates';
import type { AccountSettingsRepository } from './account-settings.repository';
import { recipientOf } from './account-settings.repository';
import type { AuthChallengesRepository } from './auth-challenges.repository';
import { challengeToken, clearChallengeCookie, setChallengeCookie } from './challenge-cookies';
import { describeUserAgent } from './devices';
import type { KnownDevicesRepository } from './known-devices.repository';
import type { PasskeysRepository } from './passkeys.repository';
import type { SecurityAlerts } from './security-alerts';
import type { SessionControl } from './session.service';
import { sessionIdOf } from './sessions.repository';
import type { UsersRepository } from './users.repository';
import type { WebAuthn } from './webauthn';
import type { TwoFactor } from '../two-factor/two-factor.service';
import { tooManyAttempts } from '../security/auth-limits';

const DEVICE_COOKIE = 'halyard_device';
const YEAR_MS = 365 * 86_400_000;
/** How long the second step of a sign-in, or a passkey prompt, may take. */
const CHALLENGE_MS = 10 * 60_000;

export const userSubject = (tenantId: string, id: string) =>
  ({ tenantId, kind: 'user', id }) as const;

const invalidCode = () =>
  new HttpError(401, 'invalid_code', 'That code is not valid. Check your authenticator app.', {
    code: 'That code is not valid.',
  });
const noPendingSignIn = () =>
  new HttpError(401, 'sign_in_expired', 'Your sign-in timed out. Enter your password again.');
const passkeyRefused = () =>
  new HttpError(401, 'passkey_refused', 'This passkey could not sign you in.');

/**
 * Signing in (issue 23, decisions 0113, 0115): a right password finishes it, or — with two-factor
 * on — opens a 10-minute second step (a cookie-bound challenge) that a TOTP code, a recovery code
 * or a passkey finishes. A passkey also signs in alone. Every finished sign-in starts a new
 * session, remembers the browser and, the first time a browser is seen, emails an alert.
 */
export function createSignInFlow(deps: {
  db: Db;
  clock: Clock;
  users: UsersRepository;
  accounts: AccountSettingsRepository;
  sessionControl: SessionControl;
  twoFactor: TwoFactor;
  passkeys: PasskeysRepository;
  challenges: AuthChallengesRepository;
  knownDevices: KnownDevicesRepository;
  webauthn: WebAuthn;
  alerts: SecurityAlerts;
  secureCookie: boolean;
}) {
  const { clock, challenges, secureCookie } = deps;

  async function userData(tenantId: string, userId: string): Promise<UserData> {
    const data = await deps.users.userData(tenantId, userId);
    if (!data) throw unauthorized();
    return data;
  }

  /** The browser's long-lived device id (set on first sight). */
  function deviceOf(request: FastifyRequest, reply: FastifyReply): string {
    let token = request.cookies[DEVICE_COOKIE];
    if (!token || !/^[A-Za-z0-9_-]{32,64}$/.test(token)) {
      token = randomBytes(24).toString('base64url');
      reply.setCookie(DEVICE_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        expires: new Date(clock.now().getTime() + YEAR_MS),
      });
    }
    return sessionIdOf(token);
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    tenantId: string,
    userId: string,
  ): Promise<{ user: UserData }> {
    await deps.sessionControl.start(request, reply, userId);
    const now = clock.now();
    if (await deps.knownDevices.remember(tenantId, userId, deviceOf(request, reply), now)) {
      const account = await deps.accounts.find(deps.db, tenantId, userId);
      if (account) {
        const { browser, os } = describeUserAgent(request.headers['user-agent'] ?? null);
        await deps.alerts.send(deps.db, recipientOf(account), 'new_device_sign_in', {
          browser,
          os,
          ip: request.ip,
          date: dateTimeText(now, account.language),
        });
        deps.alerts.kick();
      }
    }
    return { user: await userData(tenantId, userId) };
  }

  async function pendingSignIn(request: FastifyRequest, tenantId: string) {
    const token = challengeToken(request, 'second-factor');
    const pending = token
      ? await challenges.find(tenantId, token, 'second-factor', clock.now())
      : null;
    if (!pending?.userId) throw noPendingSignIn();
    return { ...pending, userId: pending.userId };
  }

  return {
    /** A new account's first session: its browser is known from the start (no alert). */
    async signedUp(request: FastifyRequest, reply: FastifyReply, tenantId: string, userId: string) {
      await deps.sessionControl.start(request, reply, userId);
      await deps.knownDevices.remember(tenantId, userId, deviceOf(request, reply), clock.now());
    },

    /** The password was right: finish, or ask for the second factor (202). */
    async afterPassword(
      request: FastifyRequest,
      reply: FastifyReply,
      tenantId: string,
      userId: string,
    ): Promise<{ user: UserData } | SecondFactorRequired> {
      const status = await deps.twoFactor.status(userSubject(tenantId, userId));
      if (!status.enabled) return finish(request, reply, tenantId, userId);
      const hasPasskey = (await deps.passkeys.credentialsOf(tenantId, userId)).length > 0;
      const { token, expiresAt } = await challenges.create({
        tenantId,
        userId,
        purpose: 'second-factor',
        challenge: null,
        now: clock.now(),
        ttlMs: CHALLENGE_MS,
      });
      setChallengeCookie(reply, 'second-factor', token, expiresAt, secureCookie);
      reply.code(202);
      return {
        second_factor: {
          methods: ['totp', 'recovery_code', ...(hasPasskey ? (['passkey'] as const) : [])],
          expires_at: expiresAt.toISOString(),
        },
      };
    },

    /** The second step with a TOTP or recovery code (throttled like passwords, decision 0106). */
    async withCode(request: FastifyRequest, reply: FastifyReply, tenantId: string, code: string) {
      const pending = await pendingSignIn(request, tenantId);
      const outcome = await deps.twoFactor.verify(
        userSubject(tenantId, pending.userId),
        code,
        request.ip,
      );
      if (!outcome.ok) {
        if (outcome.reason === 'throttled')
          throw tooManyAttempts(
            reply,
            outcome.retryAfterMs,
            'Too many wrong codes. Try again later.',
          );
        throw invalidCode();
      }
      if (!(await challenges.consume(pending.id))) throw noPendingSignIn();
      clearChallengeCookie(reply, 'second-factor', secureCookie);
      return finish(request, reply, tenantId, pending.userId);
    },

    /** Options for a passkey: the pending account's passkeys, or any (a discoverable sign-in). */
    async passkeyOptions(request: FastifyRequest, reply: FastifyReply, tenantId: string) {
      const token = challengeToken(request, 'second-factor');
      const pending = token
        ? await challenges.find(tenantId, token, 'second-factor', clock.now())
        : null;
      if (pending?.userId) {
        const allow = await deps.passkeys.credentialsOf(tenantId, pending.userId);
        const options = await deps.webauthn.authenticationOptions(allow);
        await challenges.setChallenge(pending.id, options.challenge);
        return { options: { ...options } };
      }
      const options = await deps.webauthn.authenticationOptions();
      const created = await challenges.create({
        tenantId,
        userId: null,
        purpose: 'passkey-sign-in',
        challenge: options.challenge,
        now: clock.now(),
        ttlMs: CHALLENGE_MS,
      });
      setChallengeCookie(reply, 'webauthn', created.token, created.expiresAt, secureCookie);
      return { options: { ...options } };
    },

    /** A passkey assertion: the second step of a pending sign-in, or a sign-in on its own. */
    async withPasskey(
      request: FastifyRequest,
      reply: FastifyReply,
      tenantId: string,
      credential: Parameters<WebAuthn['verifyAuthentication']>[0],
    ) {
      const now = clock.now();
      const secondToken = challengeToken(request, 'second-factor');
      const second = secondToken
        ? await challenges.find(tenantId, secondToken, 'second-factor', now)
        : null;
      const aloneToken = challengeToken(request, 'webauthn');
      const alone =
        !second?.challenge && aloneToken
          ? await challenges.find(tenantId, aloneToken, 'passkey-sign-in', now)
          : null;
      const challenge = second?.challenge ? second : alone;
      if (!challenge?.challenge) throw passkeyRefused();
      const stored = await deps.passkeys.byCredential(tenantId, credential.id);
      // The second step must be done with a passkey of the account whose password was given.
      if (!stored || (second?.challenge && stored.userId !== second.userId)) throw passkeyRefused();
      const counter = await deps.webauthn.verifyAuthentication(
        credential,
        challenge.challenge,
        stored,
        challenge === alone,
      );
      if (counter === null || !(await challenges.consume(challenge.id))) throw passkeyRefused();
      const next = counter === 0 && stored.counter === 0 ? 0 : counter;
      if (next !== 0 && next <= stored.counter) throw passkeyRefused();
      await deps.passkeys.recordUse(stored.id, stored.counter, next, now);
      clearChallengeCookie(reply, challenge === alone ? 'webauthn' : 'second-factor', secureCookie);
      return finish(request, reply, tenantId, stored.userId);
    },
  };
}

export type SignInFlow = ReturnType<typeof createSignInFlow>;
