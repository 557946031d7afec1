import type { TFunction } from 'i18next';
import { isApiError } from '@/app/api-error';

/** The message of a failed send: the rate limit (decision 0042), no connection, or anything else. */
export function sendFailureMessage(t: TFunction, error: unknown): string {
  if (isApiError(error, 429)) {
    const seconds = error.retryAfterSeconds;
    return seconds === undefined
      ? t('chat.errors.tooManyLater')
      : t('chat.errors.tooMany', { count: Math.max(1, Math.ceil(seconds / 60)) });
  }
  if (isApiError(error) && error.code === 'network_error') return t('errors.network');
  return t('errors.generic');
}
