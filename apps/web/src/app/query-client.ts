import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { registerQueryClient } from './loaded-query-client';
import { refetchOnMount } from './ssr/served-queries';
import { serverScope } from './ssr/server-scope';

/**
 * Queries do not retry (spec §8 "Queries do not retry on failure") and do not refetch on window
 * focus; the answers a page was rendered with are not read again as it hydrates (decision 0249).
 */
export const QUERY_CLIENT_CONFIG: QueryClientConfig = {
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: (query) => refetchOnMount(query),
    },
  },
};

/** The browser's one query cache, shared by components and route loaders. */
export const queryClient = new QueryClient(QUERY_CLIENT_CONFIG);
registerQueryClient(queryClient);

/** The query cache of this page: the browser's, or on the server the request's (decision 0140). */
export function appQueryClient(): QueryClient {
  return serverScope()?.queryClient ?? queryClient;
}
