import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './loaded-query-client';

/**
 * The app's one query cache, shared by components and route loaders. Queries do not retry
 * (spec §8 "Queries do not retry on failure") and do not refetch on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});
registerQueryClient(queryClient);
