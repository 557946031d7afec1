import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * How long the answers a page was rendered with count as fresh in the browser (decision 0249).
 * The same minute most portal reads are fresh for anyway (`staleTime: 60_000`).
 */
const SERVED_FRESH_MS = 60_000;

/** Each query the server rendered this page with: its answer's time and when it hydrated. */
const served = new Map<string, { readonly dataUpdatedAt: number; readonly at: number }>();

/** Called once the page's dehydrated queries are in the cache (`main.tsx`). */
export function noteServedQueries(client: QueryClient, now = Date.now()): void {
  for (const query of client.getQueryCache().getAll())
    served.set(query.queryHash, { dataUpdatedAt: query.state.dataUpdatedAt, at: now });
}

/**
 * The cache's `refetchOnMount` (decision 0249): a query still holding the answer the server
 * rendered the page with, not invalidated since and hydrated less than a minute ago, is not read
 * again when a component mounts. Without it, every read without a `staleTime` of its own was
 * fetched a second time as the page hydrated: the page's data, just rendered into its HTML.
 * Everything else mounts as TanStack's default does (a stale query is read again).
 */
export function refetchOnMount(query: Query, now = Date.now()): boolean {
  const first = served.get(query.queryHash);
  const unchanged =
    first !== undefined &&
    first.dataUpdatedAt === query.state.dataUpdatedAt &&
    !query.state.isInvalidated &&
    now - first.at < SERVED_FRESH_MS;
  return !unchanged;
}
