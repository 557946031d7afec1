import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptLanguageTags,
  DEFAULT_LANGUAGE,
  FREE_PERIOD_COOKIES,
  LANGUAGES,
  languageFromAcceptLanguage,
  LOCALE_COOKIE,
  matchAppPage,
  parseLocalizedPath,
} from '@halyard/domain';
import type { RenderAnswer, RenderEntry } from '@halyard/contract';
import type { Clock } from '../clock';
import { SESSION_COOKIE } from '../modules/account/session.service';

/** `dist-prerender/pages.json`, written by the build (`apps/server/src/prerender.ts`). */
export interface PrerenderManifest {
  readonly tenant: string;
  /** The `MARKETING_SITE_URL` the pages were rendered with: their links depend on it. */
  readonly marketingSiteUrl: string | null;
  readonly renderedAt: string;
  /** Path and query exactly as requested (`/de/order?currency=EUR`) → file under dist-prerender. */
  readonly pages: Readonly<Record<string, string>>;
}

export type PageAnswer =
  | Extract<RenderAnswer, { kind: 'redirect' }>
  | {
      readonly kind: 'page';
      readonly status: number;
      /** The whole document; `%TENANT%`, `%BRAND_NAME%` and nonces are filled in per answer. */
      readonly html: string;
      readonly setCookies: readonly string[];
      readonly source: 'prerendered' | 'rendered';
    };

/** The build's folders beside the browser's bundle (`apps/web/dist`). */
export const renderEntryPath = (dist: string) =>
  path.join(dist, '..', 'dist-server', 'entry-server.js');
export const prerenderDir = (dist: string) => path.join(dist, '..', 'dist-prerender');

/** Cookies a storefront page reads: a visitor with one of them gets a page rendered for them. */
const VISITOR_COOKIES = [SESSION_COOKIE, ...Object.keys(FREE_PERIOD_COOKIES)];

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cookieNames(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const [name = '', ...rest] = pair.trim().split('=');
    if (name) cookies.set(name, rest.join('='));
  }
  return cookies;
}

/**
 * A pre-rendered page is the same for every visitor: it is served only to a visit that none of
 * the page's visitor-dependent inputs applies to (no session or free-period cookie) and that is
 * not sent to another language first (a `locale` cookie or Accept-Language on an unprefixed path).
 */
function takesPrerendered(request: FastifyRequest): boolean {
  const cookies = cookieNames(request.headers.cookie ?? '');
  if (VISITOR_COOKIES.some((name) => cookies.has(name))) return false;
  if (parseLocalizedPath(request.url.split('?')[0] ?? '/').locale !== DEFAULT_LANGUAGE) return true;
  const picked = cookies.get(LOCALE_COOKIE);
  if (picked !== undefined) return picked === DEFAULT_LANGUAGE;
  const preferred = languageFromAcceptLanguage(
    acceptLanguageTags(request.headers['accept-language']),
  );
  return preferred === undefined || preferred === DEFAULT_LANGUAGE;
}

/**
 * The page's template, without its scripts: the app's entry and the chunks Vite preloads with it
 * (`scripts`), and the chunks each page's route preloads (`.vite/route-preload.json`).
 */
export interface PageTemplate {
  readonly html: string;
  readonly scripts: { readonly entry: string; readonly preload: readonly string[] } | null;
  readonly preload: Readonly<Record<string, readonly string[]>>;
}

/**
 * The modules a page loads to hydrate, in the order they are fetched: the entry's own chunks, the
 * route chunks of the page at `pathname` (by its id in the domain's page table) and its
 * language's `checkout` strings, which every page loads before hydrating
 * (`checkout:<languageCode>`): they download beside the entry instead of after it has run.
 */
function pageModules(template: PageTemplate, pathname: string): string[] {
  const { locale, path: pagePath } = parseLocalizedPath(pathname);
  const language = LANGUAGES.find((candidate) => candidate.code === locale);
  const page = matchAppPage(pagePath)?.id;
  return [
    ...(template.scripts?.preload ?? []),
    ...((page && template.preload[page]) ?? []),
    ...(template.preload[`checkout:${language?.languageCode ?? ''}`] ?? []),
  ];
}

/** How many `modulepreload` links the page's loader adds in one task. */
const PRELOAD_BATCH = 4;

/**
 * The page's only script (decision 0229): once the browser reports the page's first contentful
 * paint, it adds the `modulepreload` links of `modules` and imports the app's entry. Nothing is
 * fetched for the app before that paint, so on a slow connection the page's own bytes do not
 * share it with ~150 KB of JavaScript. A tab opened in the background (nothing is painted there)
 * and a browser without paint timing start at once; a paint not reported within 3 s does not
 * hold the app back longer. The links carry the answer's CSP nonce (the `csp-nonce` meta, which
 * Vite's preload helper reads too). They are added `PRELOAD_BATCH` to a task (decision 0230): the
 * portal's 50 links took 40–100 ms of one task on a slow phone, 4 take well under 20 ms.
 * `pageModulesAdded` settles once the last is in the document: the app waits for it before it
 * resolves the page's routes, else Vite's preload helper would add those still missing all in
 * that one task (decision 0248).
 *
 * Until the app hydrates, a click on a button does nothing: the loader notes the last button
 * clicked (not a submit button, which stays disabled until then) and `takeEarlyClick()` hands it
 * to the app, which clicks it again once hydrated (decision 0237).
 */
function scriptLoader(entry: string, modules: readonly string[]): string {
  const files = JSON.stringify(modules).replace(/</g, '\\u003c');
  return (
    '<script type="module">' +
    `const files=${files};let started=false;` +
    'const start=()=>{if(started)return;started=true;' +
    "const nonce=document.querySelector('meta[property=csp-nonce]')?.nonce??'';" +
    'let added;globalThis.pageModulesAdded=new Promise((resolve)=>{added=resolve;});' +
    'let next=0;const add=()=>{' +
    `for(const href of files.slice(next,next+=${PRELOAD_BATCH})){` +
    "const link=document.createElement('link');" +
    "link.rel='modulepreload';link.crossOrigin='';link.nonce=nonce;link.href=href;" +
    'document.head.append(link);}' +
    'if(next<files.length)setTimeout(add,0);else added();};add();' +
    `import(${JSON.stringify(entry)});};` +
    "if(document.visibilityState==='hidden'||" +
    "!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')){start();}else{" +
    'new PerformanceObserver((list,observer)=>{' +
    "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start();}" +
    "}).observe({type:'paint',buffered:true});setTimeout(start,3000);}" +
    // The last button clicked before the app runs, for the app to click once hydrated (0237).
    'let clicked=null;const noteClick=(event)=>{' +
    "const button=event.target?.closest?.('button');" +
    "if(button&&button.type==='button'&&!button.disabled)clicked=button;};" +
    "document.addEventListener('click',noteClick,true);" +
    'globalThis.takeEarlyClick=()=>{' +
    "document.removeEventListener('click',noteClick,true);const last=clicked;clicked=null;return last;};" +
    '</script>'
  );
}

/** The document: the template with the page's language, title, markup, data and script. */
export function pageDocument(
  template: PageTemplate,
  pathname: string,
  answer: Extract<RenderAnswer, { kind: 'page' }>,
): string {
  // A template without a built entry keeps whatever scripts it has.
  const scripts = template.scripts
    ? scriptLoader(template.scripts.entry, pageModules(template, pathname))
    : '';
  return template.html
    .replace(/<html [^>]*>/, `<html lang="${answer.lang}" dir="${answer.dir}">`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeText(answer.title ?? '%BRAND_NAME%')}</title>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root">${answer.html}</div>\n    ${answer.data}\n    ${scripts}`,
    );
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The template every page is written into: the built index.html with its stylesheet inlined
 * (decision 0140: the first paint waits for no other file) and its scripts taken out, for the
 * page's loader to start after the first paint (decision 0229).
 */
export function pageTemplate(dist: string): PageTemplate {
  const preloadFile = path.join(dist, '.vite', 'route-preload.json');
  const preload = fs.existsSync(preloadFile)
    ? (JSON.parse(fs.readFileSync(preloadFile, 'utf8')) as Record<string, string[]>)
    : {};
  let html = fs
    .readFileSync(path.join(dist, 'index.html'), 'utf8')
    .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
      const css = path.join(dist, file);
      return fs.existsSync(css) ? `<style>${fs.readFileSync(css, 'utf8')}</style>` : tag;
    });
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) return { html, scripts: null, preload };
  const shared = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return { html, scripts: { entry, preload: shared }, preload };
}

/** Calls the API of this process as the visitor's browser would, with their cookies. */
function inProcessFetch(app: FastifyInstance, cookies: string, setCookies: string[]): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    if (cookies) headers.cookie = cookies;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init?.body === 'string' && { payload: init.body }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of [value ?? []].flat()) responseHeaders.append(name, String(item));
    }
    setCookies.push(...responseHeaders.getSetCookie());
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

export interface PageRendererSettings {
  readonly dist: string;
  readonly tenant: string;
  readonly brandName: string;
  readonly marketingSiteUrl: string | null;
  /** The site's public origin: pages are rendered for it (never for the request's Host header). */
  readonly publicUrl: string;
  readonly clock: Clock;
  /**
   * When staff last changed the tenant's offers or prices (issue 16, decision 0175): a page
   * pre-rendered before that shows old prices, so it is rendered anew instead.
   */
  readonly catalogueChangedAt?: () => Promise<string | null>;
}

/**
 * Answers a page request (decision 0140): the pre-rendered HTML when the build made one for this
 * address and the visit takes it, else the page rendered now from the same React components,
 * with the visitor's data read from the API in this process. Null without a server build.
 */
export async function loadPageRenderer(app: FastifyInstance, settings: PageRendererSettings) {
  const entryFile = renderEntryPath(settings.dist);
  if (!fs.existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as RenderEntry;
  const template = pageTemplate(settings.dist);
  const manifestFile = path.join(prerenderDir(settings.dist), 'pages.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PrerenderManifest)
    : null;
  const prerendered = new Map<string, string>();

  /**
   * A visitor-independent page rendered again after the build: for another day of the server's
   * clock (its dates, a renewal "from Dec 26", are that day's, and the browser hydrates with the
   * server's instant) or after staff changed the catalogue (old prices). Rendered once per
   * generation — the day and the catalogue's change — then served to every such visit.
   */
  let refreshed = { generation: '', pages: new Map<string, Promise<string | null>>() };

  async function prerenderedPage(request: FastifyRequest): Promise<string | null> {
    if (manifest?.tenant !== settings.tenant) return null;
    if ((manifest.marketingSiteUrl ?? null) !== settings.marketingSiteUrl) return null;
    const file = manifest.pages[request.url];
    if (!file || !takesPrerendered(request)) return null;
    const changed = await settings.catalogueChangedAt?.();
    const day = settings.clock.now().toISOString().slice(0, 10);
    const current =
      !(changed && changed >= manifest.renderedAt) && day === manifest.renderedAt.slice(0, 10);
    if (!current) return refreshedPage(request.url, `${day} ${changed ?? ''}`);
    let html = prerendered.get(file);
    if (html === undefined) {
      html = fs.readFileSync(path.join(prerenderDir(settings.dist), file), 'utf8');
      prerendered.set(file, html);
    }
    return html;
  }

  function refreshedPage(url: string, generation: string): Promise<string | null> {
    if (refreshed.generation !== generation) refreshed = { generation, pages: new Map() };
    let page = refreshed.pages.get(url);
    if (page === undefined) {
      const pages = refreshed.pages;
      page = render(`${settings.publicUrl.replace(/\/+$/, '')}${url}`, '', []).then(({ answer }) =>
        answer.kind === 'page' && answer.status === 200
          ? pageDocument(template, url.split('?')[0] ?? '/', answer)
          : null,
      );
      // A failed render is not kept: the next visit renders for itself.
      page.then(
        (html) => html === null && pages.delete(url),
        () => pages.delete(url),
      );
      pages.set(url, page);
    }
    return page;
  }

  /** Renders one page now: for a request, or for the build's pre-rendering (no cookies). */
  async function render(url: string, cookies: string, languages: readonly string[]) {
    const setCookies: string[] = [];
    const answer = await entry.renderPage({
      url,
      cookies,
      languages,
      tenant: settings.tenant,
      brandName: settings.brandName,
      marketingSiteUrl: settings.marketingSiteUrl,
      now: settings.clock.now(),
      fetch: inProcessFetch(app, cookies, setCookies),
    });
    return { answer, setCookies };
  }

  return {
    render,
    template,
    async answer(request: FastifyRequest): Promise<PageAnswer> {
      const html = await prerenderedPage(request);
      if (html !== null)
        return { kind: 'page', status: 200, html, setCookies: [], source: 'prerendered' };
      const { answer, setCookies } = await render(
        `${settings.publicUrl.replace(/\/+$/, '')}${request.url}`,
        request.headers.cookie ?? '',
        acceptLanguageTags(request.headers['accept-language']),
      );
      if (answer.kind === 'redirect') return answer;
      return {
        kind: 'page',
        status: answer.status,
        html: pageDocument(template, request.url.split('?')[0] ?? '/', answer),
        setCookies,
        source: 'rendered',
      };
    },
  };
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof loadPageRenderer>>>;
