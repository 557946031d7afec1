import type { ResultOf, RouteContract } from '@halyard/contract';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { callApi, type CallInput } from './api-client';

interface RouteQueryOptions<Result, Selected> {
  /** How long the answer stays fresh (TanStack's default: stale at once). */
  readonly staleTime?: number;
  /** Whether a failure is tried again (a partner's 503 is shown at once instead). */
  readonly retry?: boolean;
  /** The part of the answer the pages read. */
  readonly select?: (data: Result) => Selected;
}

/**
 * The query of a route that takes no input (a plain GET) under its cache key: the call, aborted
 * with the query, with its freshness, retry and the part of the answer the pages read.
 */
export function routeQuery<C extends RouteContract, Selected = ResultOf<C>>(
  queryKey: readonly string[],
  route: Record<never, never> extends CallInput<C> ? C : never,
  options: RouteQueryOptions<ResultOf<C>, Selected> = {},
) {
  const read = callApi as (route: C, input: { signal: AbortSignal }) => Promise<ResultOf<C>>;
  return queryOptions<ResultOf<C>, Error, Selected, readonly string[]>({
    queryKey,
    queryFn: ({ signal }) => read(route, { signal }),
    ...options,
  });
}

/**
 * A change after which `read` is fetched again, so the page shows what the server now has; the
 * change stays pending until it is.
 */
export function useChangeThenRefresh<TVariables = void, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  read: { readonly queryKey: QueryKey },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: read.queryKey }),
  });
}
