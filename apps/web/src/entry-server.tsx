// The server's render entry (decision 0140): built by `vite build --ssr` into dist-server/ and
// loaded by the API server (apps/server/src/web/render.ts), which calls `renderPage` for a page on
// request and, at build time, for the pages it pre-renders. The same route table, loaders and
// components as the browser's; the loaders' API calls reach the API in the same process.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RenderAnswer, RenderRequest } from '@halyard/contract';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { AppProviders } from './app/providers';
import { QUERY_CLIENT_CONFIG } from './app/query-client';
import { routes } from './app/router';
import { settleLoaderData, scriptJson, PAGE_DATA_ID, type PageData } from './app/ssr/hydration';
import { installServerScope, type ServerScope } from './app/ssr/server-scope';
import { i18n } from './i18n/i18n';
import { defaultLanguage, languageFromPrefix } from './i18n/locales';

const scopes = new AsyncLocalStorage<ServerScope>();
installServerScope(() => scopes.getStore());

const handler = createStaticHandler(routes);

/** Passes over the page while it asks for queries it has not read yet (guard, then page). */
const MAX_PASSES = 4;

const isRedirect = (status: number) => status >= 300 && status < 400;

/**
 * The page's whole markup once everything in it is ready — lazy components (the checkout's
 * payment step when a gateway sends the buyer back) and suspended reads included — so the HTML
 * is the page, never a fallback the browser would have to replace.
 */
async function renderComplete(app: ReactNode): Promise<string> {
  // No boundary is outlined into a hidden segment that an inline script moves into place: the
  // document carries no script before its first paint (decision 0140).
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Infinity });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A query the render asked for that has not been read: the next pass waits for it. */
function wantsFetch(query: Query, tried: ReadonlySet<string>): boolean {
  if (tried.has(query.queryHash) || query.state.status !== 'pending') return false;
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

export async function renderPage(request: RenderRequest): Promise<RenderAnswer> {
  const queryClient = new QueryClient(QUERY_CLIENT_CONFIG);
  const scope: ServerScope = {
    fetch: request.fetch,
    pageConfig: {
      tenant: request.tenant,
      brandName: request.brandName,
      marketingSiteUrl: request.marketingSiteUrl,
      siteUrl: new URL(request.url).origin,
    },
    cookies: request.cookies,
    languages: request.languages,
    origin: new URL(request.url).origin,
    now: request.now,
    queryClient,
    title: null,
    redirect: null,
  };
  return scopes.run(scope, async () => {
    const context = await handler.query(
      new Request(request.url, { headers: { cookie: request.cookies } }),
    );
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (isRedirect(context.status) && location)
        return { kind: 'redirect', status: context.status, location };
      throw new Error(`The route answered ${context.status} without a page`);
    }
    const loaderData = await settleLoaderData(context.loaderData);
    const prefix = context.matches[0]?.params.locale;
    const language = languageFromPrefix(prefix) ?? defaultLanguage;
    const strings = i18n.cloneInstance({ lng: language.languageCode });
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <StrictMode>
        <AppProviders i18n={strings}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    );

    // The portal's queries (session, navigation, the page's own) are read the way the browser
    // would, then the page renders again with their answers: no page needs code of its own.
    const tried = new Set<string>();
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      scope.title = null;
      scope.redirect = null;
      html = await renderComplete(app);
      if (scope.redirect) return { kind: 'redirect', status: 302, location: scope.redirect };
      const wanted = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => wantsFetch(query, tried));
      if (!wanted.length) break;
      for (const query of wanted) tried.add(query.queryHash);
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
      // A failed read renders as not read yet: the browser asks again and shows its own error.
      for (const query of queryClient.getQueryCache().getAll())
        if (query.state.status === 'error') query.reset();
    }

    const errors = context.errors !== null;
    const page: PageData = {
      now: request.now.toISOString(),
      loaderData,
      queries: queryClient.getQueryCache().getAll().length ? dehydrate(queryClient) : null,
    };
    return {
      kind: 'page',
      status: context.statusCode,
      lang: language.languageCode,
      dir: strings.dir(language.languageCode),
      title: scope.title,
      html,
      // An error page renders again in the browser rather than hydrating (its error is not data).
      data: errors
        ? ''
        : `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(page)}</script>`,
    };
  });
}
