import {
  checkEmail,
  checkNewPassword,
  isGiftCardCodeFormat,
  normaliseGiftCardCode,
  type PasswordWeakness,
} from '@halyard/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';

/** Form schemas of the redemption pages, from the domain's checks (zod/mini, decision 0050). */
export const codeSchema = z.object({ code: z.string() }).check(
  z.superRefine((value, ctx) => {
    if (!isGiftCardCodeFormat(normaliseGiftCardCode(value.code)))
      ctx.addIssue({ code: 'custom', message: 'gift_code_invalid', path: ['code'] });
  }),
);

export type AccountMode = 'sign-up' | 'sign-in';

export const accountSchema = (mode: AccountMode) =>
  z.object({ email: z.string(), password: z.string() }).check(
    z.superRefine((value, ctx) => {
      const email = checkEmail(value.email);
      if (email) ctx.addIssue({ code: 'custom', message: email, path: ['email'] });
      if (mode === 'sign-in') {
        if (!value.password)
          ctx.addIssue({ code: 'custom', message: 'password_missing', path: ['password'] });
        return;
      }
      const strength = checkNewPassword(value.password, { email: value.email });
      if (!strength.ok)
        ctx.addIssue({ code: 'custom', message: strength.reason, path: ['password'] });
    }),
  );
export type AccountValues = { email: string; password: string };

type Text = (t: TFunction<'checkout'>) => string;
const PASSWORD_TEXT: Record<PasswordWeakness, Text> = {
  'too-short': (t) => t('redeem.password.tooShort'),
  'too-long': (t) => t('redeem.password.tooLong'),
  'same-as-email': (t) => t('redeem.password.sameAsEmail'),
  'too-common': (t) => t('redeem.password.tooCommon'),
  'same-as-current': (t) => t('redeem.password.tooCommon'),
};
const OTHER_TEXT: Record<string, Text> = {
  gift_code_invalid: (t) => t('giftCard.codeInvalid'),
  email_missing: (t) => t('formMessages.email_missing'),
  email_incorrect: (t) => t('formMessages.email_incorrect'),
  password_missing: (t) => t('redeem.password.missing'),
  ...PASSWORD_TEXT,
};

/** A field message of these forms in the page's language. */
export function messageText(
  t: TFunction<'checkout'>,
  message: string | undefined,
): string | undefined {
  return message ? (OTHER_TEXT[message]?.(t) ?? message) : undefined;
}
