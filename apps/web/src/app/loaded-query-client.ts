import type { QueryClient } from '@tanstack/react-query';

let loaded: QueryClient | null = null;

/** Called once by `query-client.ts` when the app's query cache is created. */
export function registerQueryClient(client: QueryClient): void {
  loaded = client;
}

/**
 * The app's query cache if a page has loaded it, else null — without loading TanStack Query.
 * The page-view sender reads the session through it: a page that never loaded the cache (the
 * storefront) has no session in it either (decision 0085).
 */
export function loadedQueryClient(): QueryClient | null {
  return loaded;
}
