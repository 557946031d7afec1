import type { getFeatureFlags } from '@halyard/contract';
import { routeRef } from './route-ref';
import { routeQuery } from './route-query';

// The contract by type only: its zod schemas stay out of the portal's first load (decision 0085).
const flags = routeRef<typeof getFeatureFlags>('GET', '/api/v1/features');

/**
 * The feature flags that apply to the signed-in user (decision 0064): the server reads them from
 * its configuration per user; the account navigation passes them to the domain's rules.
 */
export const featuresQuery = routeQuery(['features'], flags, { staleTime: 5 * 60_000 });
