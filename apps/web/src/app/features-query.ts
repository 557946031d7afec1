import { getFeatureFlags } from '@halyard/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * The feature flags that apply to the signed-in user (decision 0064): the server reads them from
 * its configuration per user; the account navigation passes them to the domain's rules.
 */
export const featuresQuery = queryOptions({
  queryKey: ['features'],
  queryFn: ({ signal }) => callApi(getFeatureFlags, { signal }),
  staleTime: 5 * 60_000,
});
