import type { DehydratedState } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';

/**
 * What a page rendered on the server hands the browser to hydrate with (decision 0140), as JSON
 * in `<script type="application/json" id="page-data">`: the route loaders' data (a promise a
 * loader returned is sent resolved), the query cache, and the instant the page was rendered at.
 */
export interface PageData {
  readonly now: string;
  readonly loaderData: Record<string, unknown>;
  readonly queries: DehydratedState | null;
}

export const PAGE_DATA_ID = 'page-data';

const RESOLVED = '$resolved';

type Fulfilled<T> = Promise<T> & { status: 'fulfilled'; value: T };

/**
 * A promise React's `use()` reads at once: hydration renders the same tree as the server did,
 * without suspending (React reads `status` and `value` of a thenable it has seen settle).
 */
export function fulfilled<T>(value: T): Fulfilled<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Server: waits for the promises in the loaders' data (one level: `{ order: Promise }`), puts
 * settled copies in their place for the render, and returns the JSON form for the browser.
 */
export async function settleLoaderData(
  loaderData: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const json: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      json[routeId] = data;
      continue;
    }
    const record = data as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      if (isThenable(value)) {
        const settled = await value;
        record[key] = fulfilled(settled);
        copy[key] = { [RESOLVED]: settled };
      } else copy[key] = value;
    }
    json[routeId] = copy;
  }
  return json;
}

/** Browser: the loaders' data as the routes read it, promises included. */
export function revivedLoaderData(json: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(json)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      data[routeId] = value;
      continue;
    }
    data[routeId] = Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        item && typeof item === 'object' && RESOLVED in item
          ? fulfilled((item as Record<string, unknown>)[RESOLVED])
          : item,
      ]),
    );
  }
  return data;
}

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can close it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A route's `handle` may say what must load before a page the server rendered hydrates, from the
 * route's loader data (decision 0231): the chunks of the parts that page's HTML shows.
 */
export interface HydrationHandle {
  readonly beforeHydration?: (loaderData: unknown) => Promise<unknown>;
}

/**
 * Browser: loads what the matched routes' HTML needs before `hydrateRoot` (decision 0231). A load
 * that fails (a chunk the network lost) never stops hydrating: that part then loads as it renders.
 */
export async function prepareHydration(router: ReturnType<typeof createBrowserRouter>) {
  const { matches, loaderData } = router.state;
  await Promise.allSettled(
    matches.map(({ route }) =>
      (route.handle as HydrationHandle | undefined)?.beforeHydration?.(loaderData[route.id]),
    ),
  );
}
