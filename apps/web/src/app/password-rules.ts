import { checkNewPassword, type PasswordWeakness } from '@halyard/domain';
import type { TFunction } from 'i18next';

const KEYS = {
  'too-short': 'passwordRules.tooShort',
  'too-long': 'passwordRules.tooLong',
  'same-as-email': 'passwordRules.sameAsEmail',
  'too-common': 'passwordRules.tooCommon',
  'same-as-current': 'passwordRules.sameAsCurrent',
} as const satisfies Record<PasswordWeakness, string>;

/**
 * Why a new password is refused, in the page's language (issue 24 item 9): the server answers a
 * weak password with 422 and its reason in English; the page names the same domain rule's reason
 * the server applied, so the person reads what to change rather than "Validation error".
 */
export function passwordWeaknessText(
  t: TFunction,
  password: string,
  context: { readonly email: string; readonly currentPassword?: string | undefined },
): string | null {
  const result = checkNewPassword(password, context);
  return result.ok ? null : t(KEYS[result.reason]);
}
