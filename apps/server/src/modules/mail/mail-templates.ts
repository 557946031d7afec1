import { translator } from '../../i18n/i18n';

/** Every email the product sends, and the values each one needs. */
export interface MailVariables {
  email_change_code: { code: string; minutes: number };
  email_changed: { newEmail: string };
  password_changed: { date: string };
  deletion_requested: { date: string };
  deletion_cancelled: Record<string, never>;
  purchase_receipt: {
    number: string;
    description: string;
    total: string;
    method: string;
    renewalDate: string;
    renewalAmount: string;
    guaranteeDays: number;
  };
  renewal_receipt: { number: string; total: string; method: string; renewalDate: string };
  payment_failed: { total: string; reason: string; retryDate: string; link: string };
  subscription_expired: { date: string; link: string };
  refund: { total: string; method: string; number: string };
  refund_requested: { total: string; date: string };
  deletion_completed: Record<string, never>;
  /** Decision 0067: a friend invited from the referrals page. */
  referral_invite: { inviter: string; link: string; freeMonths: number };
  /** Decision 0068: an earned free month paid a renewal instead of a charge. */
  referral_reward_applied: { months: number; invoice: string; renewalDate: string };
}

export type MailKind = keyof MailVariables;

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
}

export function renderMail<K extends MailKind>(
  kind: K,
  variables: MailVariables[K],
  context: { brand: string; language?: string | null },
): RenderedMail {
  const t = translator(context.language, 'mail');
  const values = { ...variables, brand: context.brand };
  const body = t(`${kind}.body`, values);
  return {
    subject: t(`${kind}.subject`, values),
    text: [t('greeting'), '', body, '', t('signature', values), '', t('footer', values)].join('\n'),
  };
}
