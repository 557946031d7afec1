import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { registerQueryClient } from './loaded-query-client';
import { serverScope } from './ssr/server-scope';

/**
 * Queries do not retry (spec §8 "Queries do not retry on failure") and do not refetch on window
 * focus.
 */
export const QUERY_CLIENT_CONFIG: QueryClientConfig = {
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
  },
};

/** The browser's one query cache, shared by components and route loaders. */
export const queryClient = new QueryClient(QUERY_CLIENT_CONFIG);
registerQueryClient(queryClient);

/** The query cache of this page: the browser's, or on the server the request's (decision 0140). */
export function appQueryClient(): QueryClient {
  return serverScope()?.queryClient ?? queryClient;
}
