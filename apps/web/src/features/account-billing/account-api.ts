import * as routes from '@halyard/contract/route-refs';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeQuery } from '@/app/route-query';

export { deletionQuery } from '@/app/deletion-query';

export const billingDetailsQuery = routeQuery(
  ['account', 'billing-details'],
  routes.getBillingDetails,
);

export const dataExportQuery = queryOptions({
  queryKey: ['account', 'data-export'],
  queryFn: ({ signal }) => callApi(routes.getDataExport, { signal }),
  // While it is prepared, the state is read again until it is ready.
  refetchInterval: (query) => (query.state.data?.export?.state === 'preparing' ? 5_000 : false),
});
