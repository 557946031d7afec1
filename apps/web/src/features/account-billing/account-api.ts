import type {
  cancelDeletion,
  confirmEmail,
  getDeletion,
  requestDeletion,
  updateEmail,
  updatePassword,
} from '@halyard/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeRef } from '@/app/route-ref';

/** The calls of /account-billing (spec §7 users/email, users/password, users/deletion). */
export const accountApi = {
  updateEmail: routeRef<typeof updateEmail>('POST', '/api/v2/users/email/update'),
  confirmEmail: routeRef<typeof confirmEmail>('POST', '/api/v2/users/email/confirm'),
  updatePassword: routeRef<typeof updatePassword>('PUT', '/api/v2/users/password/update'),
  getDeletion: routeRef<typeof getDeletion>('GET', '/api/v2/users/deletion'),
  requestDeletion: routeRef<typeof requestDeletion>('PUT', '/api/v2/users/deletion'),
  cancelDeletion: routeRef<typeof cancelDeletion>('DELETE', '/api/v2/users/deletion'),
};

export const deletionQuery = queryOptions({
  queryKey: ['account', 'deletion'],
  queryFn: ({ signal }) => callApi(accountApi.getDeletion, { signal }),
});
