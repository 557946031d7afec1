import type {
  confirmEmail,
  downloadDataExport,
  getBillingDetails,
  getDataExport,
  putBillingDetails,
  requestDataExport,
  updateEmail,
  updatePassword,
} from '@halyard/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { deletionApi } from '@/app/deletion-query';
import { routeRef } from '@/app/route-ref';
import { routeQuery } from '@/app/route-query';

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
  // Issue 22 item 6: "Download my data" (decision 0195).
  getDataExport: routeRef<typeof getDataExport>('GET', '/api/v2/users/data-exports'),
  requestDataExport: routeRef<typeof requestDataExport>('POST', '/api/v2/users/data-exports'),
  downloadDataExport: {
    ...routeRef<typeof downloadDataExport>('GET', '/api/v2/users/data-exports/{id}/download'),
    produces: 'application/json',
  } as typeof downloadDataExport,
};

export const billingDetailsQuery = routeQuery(
  ['account', 'billing-details'],
  accountApi.getBillingDetails,
);

export const dataExportQuery = queryOptions({
  queryKey: ['account', 'data-export'],
  queryFn: ({ signal }) => callApi(accountApi.getDataExport, { signal }),
  // While it is prepared, the state is read again until it is ready.
  refetchInterval: (query) => (query.state.data?.export?.state === 'preparing' ? 5_000 : false),
});
