import {
  checkNewPassword,
  checkPasswordResetLink,
  isLanguageCode,
  localizedPath,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_REQUESTS,
  PASSWORD_WEAKNESS_MESSAGES,
  type PasswordResetPurpose,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { siteLink, type Site } from '../../http/site';
import { dateText } from '../billing/billing-mail';
import type { Mailer } from '../mail/mailer.service';
import type { AttemptBudgets, BudgetKey } from '../security/attempt-budget';
import { checkUnderBudget, type AuthLimits } from '../security/auth-limits';
import { recipientOf, type AccountSettingsRepository } from './account-settings.repository';
import { hashPassword } from './password';
import type { PasswordResetsRepository } from './password-resets.repository';
import type { SecurityAlerts } from './security-alerts';

/** The page an emailed password link opens, absolute and in the reader's language. */
export const RESET_PASSWORD_PATH = '/reset-password';

export function passwordLink(site: Site, language: string | null | undefined, token: string) {
  const path = isLanguageCode(language)
    ? localizedPath(RESET_PASSWORD_PATH, language)
    : RESET_PASSWORD_PATH;
  return `${siteLink(site, path)}?token=${token}`;
}

const invalidLink = () => new HttpError(410, 'reset_link_invalid', PASSWORD_RESET_LINK_INVALID);
const HOUR_MS = PASSWORD_RESET_REQUESTS.windowMinutes * 60_000;

/** Refuses a used-up budget: the route's 429 with Retry-After. */
export type Refuse = (retryAfterMs: number, message: string) => Error;

export interface PasswordResetDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly accounts: AccountSettingsRepository;
  readonly links: PasswordResetsRepository;
  readonly budgets: AttemptBudgets;
  readonly limits: AuthLimits;
  readonly mailer: Mailer;
  readonly alerts: SecurityAlerts;
  readonly site: Site;
  /** Finds an account by sign-in email (tenant scoped, not anonymised). */
  readonly findUserId: (tenantId: string, email: string) => Promise<string | null>;
  readonly onSessionsRevoked?: (userId: string) => void;
}

/**
 * Account recovery (issue 24 item 1, decision 0160). Asking for a link answers the same whether
 * or not the email has an account, and is throttled per address and per network in the attempt
 * budgets of decision 0106; a link works once, within its lifetime; using it sets the password,
 * ends every session of the account and retires its other links.
 */
export function createPasswordReset(deps: PasswordResetDeps) {
  const { db, clock, links } = deps;

  /** Guessing secrets counts like wrong codes, per network (the account is not known yet). */
  const guessKeys = (ip: string): BudgetKey[] => [
    { scope: 'code:ip', value: ip, budget: deps.limits.codes },
  ];
  async function usableLink(tenantId: string, ip: string, token: string, refuse: Refuse) {
    let link: Awaited<ReturnType<typeof links.find>> = null;
    const found = await checkUnderBudget(
      deps.budgets,
      guessKeys(ip),
      clock.now(),
      async () => {
        link = await links.find(db, tenantId, token);
        return link !== null;
      },
      (waitMs) => refuse(waitMs, 'Too many attempts. Try again later.'),
    );
    const row = link as Awaited<ReturnType<typeof links.find>>;
    if (!found || !row || !checkPasswordResetLink(row, clock.now()).ok) throw invalidLink();
    return row;
  }
  return {
    async request(
      tenantId: string,
      ip: string,
      email: string,
      pageLocale: string | undefined,
      refuse: Refuse,
    ): Promise<{ email: string; expires_in_minutes: number }> {
      const now = clock.now();
      const budget = (max: number) => ({ max, windowMs: HOUR_MS });
      const reservation = await deps.budgets.reserve(
        [
          {
            scope: 'reset:account',
            value: `${tenantId}\u0000${email}`,
            budget: budget(PASSWORD_RESET_REQUESTS.perEmail),
          },
          { scope: 'reset:ip', value: ip, budget: budget(PASSWORD_RESET_REQUESTS.perIp) },
        ],
        now,
      );
      if (!reservation.ok)
        throw refuse(reservation.retryAfterMs, 'Too many links were asked for. Try again later.');
      const answer = { email, expires_in_minutes: PASSWORD_RESET_MINUTES };
      const userId = await deps.findUserId(tenantId, email);
      if (!userId) return answer;
      const account = await deps.accounts.find(db, tenantId, userId);
      if (!account) return answer;
      const language = account.language ?? pageLocale ?? null;
      await db.transaction().execute(async (trx) => {
        const link = await links.issue(trx, { tenantId, userId, purpose: 'reset', now });
        await deps.mailer.enqueue(trx, { ...recipientOf(account), language }, 'password_reset', {
          link: passwordLink(deps.site, language, link.token),
          minutes: PASSWORD_RESET_MINUTES,
        });
      });
      deps.mailer.kick();
      return answer;
    },

    async check(tenantId: string, ip: string, token: string, refuse: Refuse) {
      const link = await usableLink(tenantId, ip, token, refuse);
      return {
        email: link.email,
        purpose: link.purpose as PasswordResetPurpose,
        expires_at: link.expires_at,
      };
    },

    /** Sets the password; answers the account, whose sessions have all ended. */
    async complete(
      tenantId: string,
      ip: string,
      body: { token: string; password: string },
      refuse: Refuse,
    ) {
      const { token, password } = body;
      const link = await usableLink(tenantId, ip, token, refuse);
      const now = clock.now();
      const account = await deps.accounts.find(db, tenantId, link.user_id);
      if (!account) throw invalidLink();
      const strength = checkNewPassword(password, { email: account.email });
      if (!strength.ok)
        throw new HttpError(422, 'weak_password', PASSWORD_WEAKNESS_MESSAGES[strength.reason], {
          password: PASSWORD_WEAKNESS_MESSAGES[strength.reason],
        });
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        if (!(await links.use(trx, link, now))) throw invalidLink();
        await deps.accounts.setPassword(trx, tenantId, account.id, hash);
        await deps.accounts.revokeSessions(trx, tenantId, account.id);
        await deps.alerts.send(trx, recipientOf(account), 'password_changed', {
          date: dateText(now.toISOString(), account.language),
        });
      });
      deps.onSessionsRevoked?.(account.id);
      deps.alerts.kick();
      return account.id;
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
