import * as routes from '@halyard/contract/route-refs';
import type { TFunction } from 'i18next';
import { isApiError } from '@/app/api-error';
import { routeQuery } from '@/app/route-query';

/** The reads of /account-billing/security (issue 23); its writes call `routes.*` directly. */
export const twoFactorQuery = routeQuery(['security', 'two-factor'], routes.getTwoFactor);
export const passkeysQuery = routeQuery(['security', 'passkeys'], routes.listPasskeys);
export const sessionsQuery = routeQuery(['security', 'sessions'], routes.listSessions);

/** The words of a refused security call, by what went wrong. */
export function securityErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('security.errors.generic');
  if (error.code === 'invalid_password') return t('security.errors.wrongPassword');
  if (error.code === 'invalid_code' || error.status === 400)
    return t('security.errors.invalidCode');
  if (error.status === 429) return t('security.errors.tooMany');
  return t('security.errors.generic');
}
