import { isLanguageCode, localizedPath, ROUTES } from '@halyard/domain';
import { siteLink, type Site } from '../../http/site';
import type { Executor } from '../../db/executor';
import type { MailKind, MailVariables } from '../mail/mail-templates';
import type { Mailer, MailRecipient } from '../mail/mailer.service';

type AlertKind = {
  [K in MailKind]: MailVariables[K] extends { link: string } ? K : never;
}[MailKind];

/**
 * Account-security emails (issue 23, decision 0116): in the account's language, each with an
 * absolute link — from configuration only (decision 0105) — to the sessions list, in that language.
 */
export function createSecurityAlerts(deps: { mailer: Mailer; site: Site }) {
  const linkFor = (language: string | null | undefined) =>
    siteLink(
      deps.site,
      isLanguageCode(language)
        ? localizedPath(ROUTES.accountSecurity, language)
        : ROUTES.accountSecurity,
    );
  return {
    linkFor,
    /** Delivers after the current request (the mails were written in its transaction). */
    kick: () => deps.mailer.kick(),
    async send<K extends AlertKind>(
      executor: Executor,
      recipient: MailRecipient,
      kind: K,
      variables: Omit<MailVariables[K], 'link'>,
    ): Promise<void> {
      await deps.mailer.enqueue(executor, recipient, kind, {
        ...variables,
        link: linkFor(recipient.language),
      } as MailVariables[K]);
    },
  };
}

export type SecurityAlerts = ReturnType<typeof createSecurityAlerts>;
