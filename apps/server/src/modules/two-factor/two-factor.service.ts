import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { AttemptBudgets } from '../security/attempt-budget';
import { secretKeys, type AuthLimits } from '../security/auth-limits';
import type { SecretBox } from '../security/secret-box';
import { isRecoveryCodeShape, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { matchTotp, newTotpSecret, totpUri } from './totp';
import type { Subject, TwoFactorRepository } from './two-factor.repository';

export type { Subject } from './two-factor.repository';

export type Refusal =
  | { readonly ok: false; readonly reason: 'invalid' | 'not_enabled' | 'already_enabled' }
  | { readonly ok: false; readonly reason: 'throttled'; readonly retryAfterMs: number };

export type CodeCheck = { readonly ok: true; readonly via: 'totp' | 'recovery_code' } | Refusal;

export interface TwoFactorStatus {
  readonly enabled: boolean;
  readonly enabledAt: string | null;
  readonly recoveryCodesLeft: number;
}

/** How long a started enrolment waits for its first code. */
const ENROL_MS = 15 * 60_000;

/**
 * TOTP two-factor for any kind of account (decision 0110): the customer portal uses it with
 * `kind: 'user'`, a back office can with `kind: 'staff'`. Every code check is reserved in the
 * subject's and the IP's code budget first (decision 0106); a TOTP code is accepted once (its
 * time step must be newer than the last accepted one) and a recovery code once (single UPDATE).
 * Sessions and alert emails are the caller's business.
 */
export function createTwoFactor(deps: {
  db: Db;
  clock: Clock;
  repo: TwoFactorRepository;
  box: SecretBox;
  budgets: AttemptBudgets;
  limits: AuthLimits;
}) {
  const { repo, box, clock } = deps;

  /** Runs `check` under a reserved code attempt; a passing check gives it back. */
  async function guarded(
    subject: Subject,
    ip: string,
    check: () => Promise<CodeCheck>,
  ): Promise<CodeCheck> {
    const keys = secretKeys(
      deps.limits,
      'code',
      { tenantId: subject.tenantId, key: `${subject.kind}:${subject.id}` },
      ip,
    );
    const reservation = await deps.budgets.reserve(keys, clock.now());
    if (!reservation.ok)
      return { ok: false, reason: 'throttled', retryAfterMs: reservation.retryAfterMs };
    const outcome = await check();
    if (outcome.ok) await deps.budgets.release(reservation);
    return outcome;
  }

  async function issueCodes(executor: Executor, subject: Subject): Promise<string[]> {
    const codes = newRecoveryCodes();
    const macs = codes.map((code) => box.mac(`${subject.kind}:${normalizeRecoveryCode(code)}`));
    await repo.replaceCodes(executor, subject, macs, clock.now());
    return codes;
  }

  /** A TOTP code or a recovery code of an enabled subject, each usable once. */
  async function check(subject: Subject, code: string): Promise<CodeCheck> {
    const stored = await repo.find(subject);
    if (!stored?.confirmedAt) return { ok: false, reason: 'not_enabled' };
    if (/^\d{6}$/.test(code)) {
      const step = matchTotp(box.open(stored.sealed), code, clock.now());
      if (step !== null && (await repo.useStep(stored.id, step))) return { ok: true, via: 'totp' };
      return { ok: false, reason: 'invalid' };
    }
    const normalized = normalizeRecoveryCode(code);
    if (!isRecoveryCodeShape(normalized)) return { ok: false, reason: 'invalid' };
    const mac = box.mac(`${subject.kind}:${normalized}`);
    if (await repo.useCode(subject, mac, clock.now())) return { ok: true, via: 'recovery_code' };
    return { ok: false, reason: 'invalid' };
  }

  return {
    async status(subject: Subject): Promise<TwoFactorStatus> {
      const stored = await repo.find(subject);
      const enabled = Boolean(stored?.confirmedAt);
      return {
        enabled,
        enabledAt: stored?.confirmedAt ?? null,
        recoveryCodesLeft: enabled ? await repo.codesLeft(subject) : 0,
      };
    },

    /**
     * A secret that is on at once, without a first code: an account set up with its
     * authenticator by whoever provisions it (the seeded back-office admin, decision 0170). The
     * URI is answered once; null when the subject has a second factor already.
     */
    async provision(
      executor: Executor,
      subject: Subject,
      issuer: string,
      label: string,
      secret: string = newTotpSecret(),
    ): Promise<{ secret: string; uri: string } | null> {
      if (!(await repo.putConfirmed(executor, subject, box.seal(secret), clock.now()))) return null;
      return { secret, uri: totpUri(secret, issuer, label) };
    },

    /** A new secret and its `otpauth://` URI; refused while two-factor is on. */
    async begin(subject: Subject, issuer: string, label: string) {
      const secret = newTotpSecret();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + ENROL_MS);
      if (!(await repo.putPending(subject, box.seal(secret), now, expiresAt)))
        return { ok: false, reason: 'already_enabled' } as const;
      return { ok: true, secret, uri: totpUri(secret, issuer, label), expiresAt } as const;
    },

    /** Turns two-factor on with the first code; the recovery codes are answered only here. */
    async confirm(
      subject: Subject,
      code: string,
      ip: string,
      then: (executor: Executor) => Promise<void>,
    ): Promise<{ ok: true; codes: string[] } | Refusal> {
      let codes: string[] = [];
      const outcome = await guarded(subject, ip, async () => {
        const stored = await repo.find(subject);
        if (!stored) return { ok: false, reason: 'not_enabled' };
        if (stored.confirmedAt) return { ok: false, reason: 'already_enabled' };
        const now = clock.now();
        if (new Date(stored.enrolExpiresAt) <= now) return { ok: false, reason: 'not_enabled' };
        const step = matchTotp(box.open(stored.sealed), code, now);
        if (step === null) return { ok: false, reason: 'invalid' };
        const confirmed = await deps.db.transaction().execute(async (trx) => {
          if (!(await repo.confirm(trx, stored.id, step, now))) return false;
          codes = await issueCodes(trx, subject);
          await then(trx);
          return true;
        });
        return confirmed ? { ok: true, via: 'totp' } : { ok: false, reason: 'already_enabled' };
      });
      return outcome.ok ? { ok: true, codes } : outcome;
    },

    /** The second step of a sign-in, or the proof a change asks for. */
    verify(subject: Subject, code: string, ip: string): Promise<CodeCheck> {
      return guarded(subject, ip, () => check(subject, code));
    },

    /** New recovery codes for a valid code; the old ones stop working. */
    async regenerate(
      subject: Subject,
      code: string,
      ip: string,
      then: (executor: Executor) => Promise<void>,
    ): Promise<{ ok: true; codes: string[] } | Refusal> {
      const outcome = await guarded(subject, ip, () => check(subject, code));
      if (!outcome.ok) return outcome;
      const codes = await deps.db.transaction().execute(async (trx) => {
        const fresh = await issueCodes(trx, subject);
        await then(trx);
        return fresh;
      });
      return { ok: true, codes };
    },

    /** Turns two-factor off for a valid code (the caller checks the password first). */
    async disable(
      subject: Subject,
      code: string,
      ip: string,
      then: (executor: Executor) => Promise<void>,
    ): Promise<CodeCheck> {
      const outcome = await guarded(subject, ip, () => check(subject, code));
      if (!outcome.ok) return outcome;
      await deps.db.transaction().execute(async (trx) => {
        await repo.remove(trx, subject);
        await then(trx);
      });
      return outcome;
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
