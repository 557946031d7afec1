import type { QueryClient } from '@tanstack/react-query';
import type { PageConfig } from '../page-config';

/**
 * What a page rendered on the server knows about its request (decision 0140). The browser has
 * none: `serverScope()` is undefined there, and every reader falls back to `document`, `window`
 * and `navigator`. The server's render entry (`src/entry-server.tsx`) installs the reader, which
 * returns the scope of the request being rendered (one AsyncLocalStorage per request).
 */
export interface ServerScope {
  /** The API in the same process, called with the visitor's cookies (Fastify `inject`). */
  readonly fetch: typeof fetch;
  readonly pageConfig: PageConfig;
  /** The request's `Cookie` header, as `document.cookie` would show it. */
  readonly cookies: string;
  /** The request's Accept-Language, in the browser's order (what `navigator.languages` holds). */
  readonly languages: readonly string[];
  /** `https://host`, as `window.location.origin`. */
  readonly origin: string;
  /** The instant the page is rendered at (the server's clock). */
  readonly now: Date;
  /** This request's query cache (the browser has one for the app). */
  readonly queryClient: QueryClient;
  /** The page's title as `usePageTitle` names it, for the document's `<title>`. */
  title: string | null;
  /** Where a page sent the visitor while rendering (`<Redirect>`): the answer is a redirect. */
  redirect: string | null;
}

let reader: () => ServerScope | undefined = () => undefined;

/** Called once by the server's render entry. */
export function installServerScope(read: () => ServerScope | undefined): void {
  reader = read;
}

/** The request being rendered on the server, or undefined in the browser. */
export function serverScope(): ServerScope | undefined {
  return reader();
}
