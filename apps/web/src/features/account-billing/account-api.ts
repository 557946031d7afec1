import type {
  cancelDeletion,
  confirmEmail,
  getBillingDetails,
  getDeletion,
  putBillingDetails,
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
  // Issue 22 item 2: billing details printed on invoices.
  getBillingDetails: routeRef<typeof getBillingDetails>('GET', '/api/v2/users/billing-details'),
  putBillingDetails: routeRef<typeof putBillingDetails>('PUT', '/api/v2/users/billing-details'),
};

export const billingDetailsQuery = queryOptions({
  queryKey: ['account', 'billing-details'],
  queryFn: ({ signal }) => callApi(accountApi.getBillingDetails, { signal }),
});

export const deletionQuery = queryOptions({
  queryKey: ['account', 'deletion'],
  queryFn: ({ signal }) => callApi(accountApi.getDeletion, { signal }),
});
