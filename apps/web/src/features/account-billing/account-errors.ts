import type { TFunction } from 'i18next';
import { isApiError } from '@/app/api-error';

/** The v2 operations of this page whose messages spec §8 overrides. */
type Operation = 'emailUpdate' | 'emailConfirm' | 'passwordUpdate';

/**
 * spec §8 "Overrides (v2)", word for word (the catalogue holds them under accountBilling.overrides;
 * a journey checks the exact text). Other statuses get this page's own messages.
 */
const OVERRIDES: Record<Operation, Partial<Record<number, (t: TFunction) => string>>> = {
  emailUpdate: {
    400: (t) => t('accountBilling.overrides.emailUpdate400'),
    403: (t) => t('accountBilling.overrides.emailUpdate403'),
  },
  emailConfirm: { 403: (t) => t('accountBilling.overrides.emailConfirm403') },
  passwordUpdate: {
    403: (t) => t('accountBilling.overrides.passwordUpdate403'),
    422: (t) => t('accountBilling.overrides.passwordUpdate422'),
  },
};

export function accountErrorText(t: TFunction, operation: Operation, error: unknown): string {
  if (!isApiError(error)) return t('accountBilling.errors.general');
  const override = OVERRIDES[operation][error.status];
  if (override) return override(t);
  if (error.code === 'email_taken') return t('accountBilling.errors.emailTaken');
  if (error.code === 'same_email') return t('accountBilling.errors.sameEmail');
  if (error.status === 429) return t('accountBilling.errors.tooMany');
  if (error.status === 409) return t('accountBilling.errors.noPendingChange');
  if (error.status === 0) return t('accountBilling.errors.network');
  return t('accountBilling.errors.general');
}
