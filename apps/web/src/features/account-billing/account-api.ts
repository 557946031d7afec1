import type {
  confirmEmail,
  getBillingDetails,
  putBillingDetails,
  updateEmail,
  updatePassword,
} from '@halyard/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { deletionApi } from '@/app/deletion-query';
import { routeRef } from '@/app/route-ref';

export { deletionQuery } from '@/app/deletion-query';

/** The calls of /account-billing (spec §7 users/email, users/password, users/deletion). */
export const accountApi = {
  updateEmail: routeRef<typeof updateEmail>('POST', '/api/v2/users/email/update'),
  confirmEmail: routeRef<typeof confirmEmail>('POST', '/api/v2/users/email/confirm'),
  updatePassword: routeRef<typeof updatePassword>('PUT', '/api/v2/users/password/update'),
  ...deletionApi,
  // Issue 22 item 2: billing details printed on invoices.
  getBillingDetails: routeRef<typeof getBillingDetails>('GET', '/api/v2/users/billing-details'),
  putBillingDetails: routeRef<typeof putBillingDetails>('PUT', '/api/v2/users/billing-details'),
};

export const billingDetailsQuery = queryOptions({
  queryKey: ['account', 'billing-details'],
  queryFn: ({ signal }) => callApi(accountApi.getBillingDetails, { signal }),
});
