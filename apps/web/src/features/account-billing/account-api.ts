import type { confirmEmail, updateEmail, updatePassword } from '@halyard/contract';
import { deletionApi } from '@/app/deletion-query';
import { routeRef } from '@/app/route-ref';

export { deletionQuery } from '@/app/deletion-query';

/** The calls of /account-billing (spec §7 users/email, users/password, users/deletion). */
export const accountApi = {
  updateEmail: routeRef<typeof updateEmail>('POST', '/api/v2/users/email/update'),
  confirmEmail: routeRef<typeof confirmEmail>('POST', '/api/v2/users/email/confirm'),
  updatePassword: routeRef<typeof updatePassword>('PUT', '/api/v2/users/password/update'),
  ...deletionApi,
};
