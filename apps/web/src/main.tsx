import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/app';
import { hydrateLanguage, markFirstNavigationDone } from './app/route-loaders';
import { routes } from './app/router';
import { noteEarlyInput } from './app/ssr/early-input';
import { markServerRendered } from './app/ssr/fresh-after-hydration';
import {
  PAGE_DATA_ID,
  prepareHydration,
  revivedLoaderData,
  type PageData,
} from './app/ssr/hydration';
import { hydrateWithInstant } from './app/use-now';
import { yieldToMain } from './app/yield-to-main';
import './index.css';

// The page's first Intl formatter loads ICU's data; a worker does it off the main thread while
// the page's modules and catalogues arrive (decision 0230).
if (typeof Worker === 'function') {
  new Worker(new URL('./app/intl-warm-up.worker.ts', import.meta.url), {
    type: 'module',
    name: 'intl-warm-up',
  }).postMessage(document.documentElement.lang || 'en');
}

declare global {
  /**
   * Set by the page's loader (decision 0229): settles once it has added the last of the page's
   * `modulepreload` links (decision 0248). Absent on a page the app rendered itself.
   */
  var pageModulesAdded: Promise<void> | undefined;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

/** The page data the server wrote beside the HTML it rendered (decision 0140), if any. */
function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
}

/**
 * Hydrates what the server rendered: first everything the render used — the matched routes'
 * lazy modules, the page's catalogues, the query cache — so the first render is the server's.
 */
async function hydrate(page: PageData) {
  // Each step in a task of its own (decision 0230): evaluating the modules, matching the routes,
  // building the router and hydrating each cost tens of milliseconds on a slow phone.
  await yieldToMain();
  const matches = matchRoutes(routes, window.location) ?? [];
  await yieldToMain();
  // The page's loader adds the route's links a few to a task; resolving the routes before the
  // last is in the document would have Vite's helper add the rest in one task (decision 0248).
  await globalThis.pageModulesAdded;
  const queries = page.queries;
  await Promise.all([
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
    hydrateLanguage(new URL(window.location.href), matches[0]?.params.locale),
    queries
      ? Promise.all([
          import('./app/query-client'),
          import('@tanstack/react-query'),
          import('./app/ssr/served-queries'),
        ]).then(([{ queryClient }, { hydrate: hydrateQueries }, { noteServedQueries }]) => {
          hydrateQueries(queryClient, queries);
          noteServedQueries(queryClient);
        })
      : null,
  ]);
  markFirstNavigationDone();
  markServerRendered();
  hydrateWithInstant(new Date(page.now));
  await yieldToMain();
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: revivedLoaderData(page.loaderData) },
  });
  // The chunks of the parts the HTML shows: nothing suspends while hydrating (decision 0231).
  await prepareHydration(router);
  await yieldToMain();
  // What the visitor chose in the HTML while the scripts loaded: told to the app once the part
  // that holds it has hydrated (decision 0233); from here on React hears the visitor itself.
  noteEarlyInput(root);
  // A transition: hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      {
        // A mismatch is a bug (the journeys fail on this message): say which page it was on.
        onRecoverableError: (error) =>
          console.error(`Hydration error on ${window.location.pathname}:`, error),
      },
    );
  });
}

const page = readPageData();
if (page) void hydrate(page);
else
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
