import * as routes from '@halyard/contract/route-refs';
import { routeQuery } from './route-query';

// The contract by type only: its zod schemas stay out of the portal's first load (decision 0085).

/**
 * The feature flags that apply to the signed-in user (decision 0064): the server reads them from
 * its configuration per user; the account navigation passes them to the domain's rules.
 */
export const featuresQuery = routeQuery(['features'], routes.getFeatureFlags, {
  staleTime: 5 * 60_000,
});
