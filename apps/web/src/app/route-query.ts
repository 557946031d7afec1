import type { ResultOf, RouteContract } from '@halyard/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, type CallInput } from './api-client';

/**
 * The query of a route that takes no input (a plain GET) under its cache key: the call, aborted
 * with the query, and how long its answer stays fresh or whether a failure is tried again.
 */
export function routeQuery<C extends RouteContract>(
  queryKey: readonly string[],
  route: Record<never, never> extends CallInput<C> ? C : never,
  options: { readonly staleTime?: number; readonly retry?: boolean } = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<ResultOf<C>> =>
      (callApi as (route: C, input: { signal: AbortSignal }) => Promise<ResultOf<C>>)(route, {
        signal,
      }),
    ...options,
  });
}
