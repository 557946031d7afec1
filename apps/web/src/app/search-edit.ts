import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The query strings this page has asked for and not necessarily shown yet: `seen` holds the one
 * rendered when the chain began and every one asked for since, `next` the last asked for.
 */
export interface PendingSearch {
  readonly seen: readonly string[];
  readonly next: string;
}

/** How many asked-for query strings a chain remembers (a person clicks a few at a time). */
const CHAIN = 16;

/**
 * One edit of the query string on top of those asked for before it. React Router's functional
 * `setSearchParams` edits the query string of the last render, so a second click before the
 * first one's render (a loader, a slow device) undid the first: a 12-month choice followed at
 * once by an add-on came out as the add-on on the old length. While the rendered query string is
 * one this chain began from or asked for, the edit builds on the last one asked for; any other
 * (the visitor went elsewhere) starts a new chain from what is shown.
 */
export function composeSearch(
  pending: PendingSearch | null,
  rendered: string,
  edit: (params: URLSearchParams) => void,
): PendingSearch {
  // Caught up (the page shows the last one asked for): a new chain begins from it.
  const chained = pending !== null && rendered !== pending.next && pending.seen.includes(rendered);
  const params = new URLSearchParams(chained ? pending.next : rendered);
  edit(params);
  const next = params.toString();
  const seen = chained ? [...pending.seen, next] : [rendered, next];
  return { seen: seen.slice(-CHAIN), next };
}

/**
 * Edits the page's query string in place (replace, scroll kept), each edit on top of those asked
 * for before it: the storefront keeps the buyer's choice in the URL (decision 0050).
 */
export function useSearchEdit(): (edit: (params: URLSearchParams) => void) => void {
  const [search, setSearch] = useSearchParams();
  const pending = useRef<PendingSearch | null>(null);
  const rendered = search.toString();
  return useCallback(
    (edit) => {
      const chain = composeSearch(pending.current, rendered, edit);
      pending.current = chain;
      setSearch(new URLSearchParams(chain.next), { replace: true, preventScrollReset: true });
    },
    [rendered, setSearch],
  );
}

/** Adds `value` to, or takes it from, the comma-separated list in parameter `name`. */
export function toggleListed(
  params: URLSearchParams,
  name: string,
  value: string,
  listed: boolean,
): void {
  const values = new Set((params.get(name) ?? '').split(',').filter(Boolean));
  if (listed) values.add(value);
  else values.delete(value);
  if (values.size) params.set(name, [...values].join(','));
  else params.delete(name);
}
