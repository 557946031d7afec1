import type { Credentials } from '@halyard/contract';
import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { isApiError } from '@/app/api-error';

type Field = keyof Credentials;

/** The message of a field's problem (zod issue code → catalogue key); the schema's text otherwise. */
export function fieldErrorMessage(
  t: TFunction,
  field: Field,
  error: FieldError,
  value: string,
): string {
  if (field === 'email') {
    if (value.trim() === '') return t('auth.signIn.errors.emailRequired');
    if (error.type === 'invalid_format') return t('auth.signIn.errors.emailInvalid');
    if (error.type === 'too_big') return t('auth.signIn.errors.emailTooLong');
  } else {
    if (error.type === 'too_small') return t('auth.signIn.errors.passwordRequired');
    if (error.type === 'too_big') return t('auth.signIn.errors.passwordTooLong');
  }
  return error.message ?? t('errors.generic');
}

/** The message of a failed sign-in call (decision 0003: 401 invalid_credentials, 429 throttled). */
export function signInFailureMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.generic');
  switch (error.code) {
    case 'invalid_credentials':
      return t('auth.signIn.errors.invalidCredentials');
    case 'too_many_attempts':
      return error.retryAfterSeconds === undefined
        ? t('auth.signIn.errors.tooManyAttemptsLater')
        : t('auth.signIn.errors.tooManyAttempts', {
            count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)),
          });
    case 'network_error':
      return t('errors.network');
    default:
      // Other 4xx answers carry a message written for people; 5xx ones do not.
      return error.status >= 400 && error.status < 500 ? error.message : t('errors.generic');
  }
}
