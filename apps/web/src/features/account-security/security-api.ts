import type {
  addPasskey,
  confirmTwoFactor,
  disableTwoFactor,
  endOtherSessions,
  endSession,
  getTwoFactor,
  listPasskeys,
  listSessions,
  passkeyRegistrationOptions,
  regenerateRecoveryCodes,
  removePasskey,
  renamePasskey,
  startTwoFactor,
} from '@halyard/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '@/app/api-error';
import { routeRef } from '@/app/route-ref';
import { routeQuery } from '@/app/route-query';

/** The calls of /account-billing/security (issue 23). */
export const securityApi = {
  twoFactor: routeRef<typeof getTwoFactor>('GET', '/api/v2/users/two-factor'),
  enrol: routeRef<typeof startTwoFactor>('POST', '/api/v2/users/two-factor/enrol'),
  confirm: routeRef<typeof confirmTwoFactor>('POST', '/api/v2/users/two-factor/confirm'),
  regenerate: routeRef<typeof regenerateRecoveryCodes>(
    'POST',
    '/api/v2/users/two-factor/recovery-codes',
  ),
  disable: routeRef<typeof disableTwoFactor>('POST', '/api/v2/users/two-factor/disable'),
  passkeys: routeRef<typeof listPasskeys>('GET', '/api/v2/users/passkeys'),
  passkeyOptions: routeRef<typeof passkeyRegistrationOptions>(
    'POST',
    '/api/v2/users/passkeys/options',
  ),
  addPasskey: routeRef<typeof addPasskey>('POST', '/api/v2/users/passkeys'),
  renamePasskey: routeRef<typeof renamePasskey>('PATCH', '/api/v2/users/passkeys/{id}'),
  removePasskey: routeRef<typeof removePasskey>('DELETE', '/api/v2/users/passkeys/{id}'),
  sessions: routeRef<typeof listSessions>('GET', '/api/v2/users/sessions'),
  endSession: routeRef<typeof endSession>('DELETE', '/api/v2/users/sessions/{id}'),
  endOthers: routeRef<typeof endOtherSessions>('POST', '/api/v2/users/sessions/end-others'),
};

export const twoFactorQuery = routeQuery(['security', 'two-factor'], securityApi.twoFactor);
export const passkeysQuery = routeQuery(['security', 'passkeys'], securityApi.passkeys);
export const sessionsQuery = routeQuery(['security', 'sessions'], securityApi.sessions);

/** The words of a refused security call, by what went wrong. */
export function securityErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('security.errors.generic');
  if (error.code === 'invalid_password') return t('security.errors.wrongPassword');
  if (error.code === 'invalid_code' || error.status === 400)
    return t('security.errors.invalidCode');
  if (error.status === 429) return t('security.errors.tooMany');
  return t('security.errors.generic');
}
