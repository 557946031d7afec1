import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from './query-client';

/**
 * A route component inside the app's one query cache. The provider wraps the pages that read
 * queries (sign-in, the portal, the chat panel) rather than the whole app, so pages that use no
 * query (the storefront) do not load TanStack Query first (decision 0050). Every wrapper shares
 * the same client, so the cache is one.
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={appQueryClient()}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
