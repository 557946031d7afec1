import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { AppPageId } from '@halyard/domain';

// The config's own folder, so `vite build` works whatever the working directory.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

// Libraries every page needs (decision 0050: TanStack Query and zod are not among them — the
// storefront's pages use neither at first load, so each lands in the chunks of the pages using it).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;
// TanStack Query in a cacheable chunk of its own, shared by the portal's pages.
const QUERY = /node_modules[\\/]@tanstack[\\/]/;

/** A feature's lazy route module (what `app/router.tsx` imports for its pages). */
const routes = (feature: string) => `src/features/${feature}/${feature}.routes.ts`;
/**
 * What every page in the site's frame loads before its own module: the query cache, the portal
 * and site layouts' chunk and the English catalogue its loaders await (decision 0085).
 */
const SITE = [
  'src/app/with-query-client.tsx',
  routes('portal'),
  'src/i18n/locales/en/translation.json',
];
/** …and a signed-in page also the session check. */
const PORTAL = ['src/app/require-user.ts', ...SITE];
const HELP = [...SITE, routes('help-centre')];
const LEGAL = [...SITE, routes('legal')];
const AUTH = [
  'src/app/with-query-client.tsx',
  routes('auth'),
  'src/i18n/locales/en/translation.json',
];
const portal = (feature: string) => [...PORTAL, routes(feature)];

/**
 * Every page the server renders (its id in the domain's page table, `APP_PAGES`) → the modules
 * its route imports before it hydrates. The server's loader adds their `modulepreload` links a
 * few to a task after the first paint (decisions 0229, 0230): the chunks start downloading with
 * the entry instead of after it has run, and hydrating finds them in the document. A page left
 * out here still works, but Vite's preload helper then adds every link of its route in the one
 * task that resolves it (~50 on a portal page, 118–264 ms under a 4x CPU slowdown; 0248).
 */
const PAGE_MODULES: Partial<Record<AppPageId, readonly string[]>> = {
  // The storefront (decision 0050): a visitor usually arrives on one of them from an ad or a link.
  order: [routes('order')],
  checkout: [routes('checkout')],
  checkoutConfirmation: [routes('checkout')],
  redeemGift: [routes('gift-cards')],
  setup: [routes('setup')],
  accessibility: [routes('accessibility')],
  signIn: AUTH,
  forgotPassword: AUTH,
  resetPassword: AUTH,
  helpCentre: HELP,
  helpTopic: HELP,
  helpArticle: HELP,
  privacyPolicy: LEGAL,
  terms: LEGAL,
  refundPolicy: LEGAL,
  cookiePolicy: LEGAL,
  // The portal, signed in: its home is where `/` and sign-in lead (decision 0085).
  dashboard: portal('dashboard'),
  invoices: portal('invoices'),
  paymentMethod: portal('billing'),
  retryPayment: portal('billing'),
  autoRenew: portal('billing'),
  idAlerts: portal('id-defender'),
  idTheftInsurance: portal('id-defender'),
  dataRemoval: portal('id-defender'),
  creditScanner: portal('id-defender'),
  passwordManager: portal('password-manager'),
  referrals: portal('referrals'),
  mySubscriptions: portal('my-subscriptions'),
  routerCoupon: portal('router-coupon'),
  accountBilling: portal('account-billing'),
  accountSecurity: portal('account-security'),
  redeem: portal('redeem'),
  businessDashboard: portal('business'),
  legacyBusinessDashboard: portal('business'),
  licenseManager: portal('business'),
  activationSetup: portal('setup-devices'),
  dnsSettings: portal('dns-settings'),
  dedicatedIp: portal('dedicated-ip'),
  esim: portal('esim'),
  changelog: portal('changelog'),
  expertProgram: portal('expert-program'),
};

/** A language's `checkout` strings (`i18n/checkout-namespace.ts`): one chunk per language. */
const CHECKOUT_CATALOGUE = /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/]checkout\.json$/;

/**
 * Writes `.vite/route-preload.json`: for each page in `PAGE_MODULES` (by its id), its route's
 * chunks and the chunks those import statically — the files the router would fetch one round
 * trip after the entry has run. A page the server renders preloads them beside the entry once it
 * has been painted (decision 0229; before that, links in the head, decision 0140, and an inline
 * script, decisions 0050 and 0085).
 */
function routePreload(): Plugin {
  return {
    name: 'halyard-route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return; // the server's render entry (vite build --ssr) has none to preload
      const early = new Set([entry.fileName, ...entry.imports]);
      const closure = (file: string, seen: Set<string>): Set<string> => {
        if (seen.has(file) || early.has(file)) return seen;
        seen.add(file);
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') for (const next of chunk.imports) closure(next, seen);
        return seen;
      };
      const map: Record<string, string[]> = {};
      for (const [page, modules] of Object.entries(PAGE_MODULES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId === `${root}${module}`);
          // A module renamed or no longer lazy: the table above is out of date.
          if (!chunk) this.error(`PAGE_MODULES: ${page} names ${module}, which is no chunk`);
          closure(chunk.fileName, files);
        }
        map[page] = [...files].map((f) => `/${f}`);
      }
      // Each language's `checkout` strings, which every page loads before hydrating (its root
      // loader): the server preloads the page's language's copy (`checkout:<languageCode>`).
      for (const chunk of chunks) {
        const language = CHECKOUT_CATALOGUE.exec(chunk.facadeModuleId ?? '')?.[1];
        if (language) map[`checkout:${language}`] = [`/${chunk.fileName}`];
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preload.json',
        source: JSON.stringify(map, null, 1),
      });
    },
  };
}

/**
 * What the app's shell (root layout, loading state, 404 and error pages, the chat button) needs
 * of the `translation` catalogue: the entry bundles only these (`translation.json?shell`); the
 * whole English catalogue loads with the first portal page (decision 0050).
 */
const SHELL_KEYS = ['app', 'notFound', 'routeError', 'chat.button'];

function translationShell(): Plugin {
  const pick = (catalogue: Record<string, unknown>, key: string): [string, unknown] | null => {
    const [group = '', child] = key.split('.');
    const value = catalogue[group];
    if (value === undefined) return null;
    if (!child) return [group, value];
    const inner = (value as Record<string, unknown>)[child];
    return inner === undefined ? null : [group, { [child]: inner }];
  };
  return {
    name: 'halyard-translation-shell',
    enforce: 'pre',
    load(id) {
      const [file = '', query] = id.split('?');
      if (query !== 'shell' || !file.endsWith('/translation.json')) return null;
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const shell: Record<string, unknown> = {};
      for (const key of SHELL_KEYS) {
        const found = pick(catalogue, key);
        if (found) shell[found[0]] = { ...(shell[found[0]] as object), ...(found[1] as object) };
      }
      this.addWatchFile(file);
      return `export default ${JSON.stringify(shell)};`;
    },
  };
}

// `vite build` makes the browser's bundle in dist/; `vite build --ssr src/entry-server.tsx` makes
// the server's render entry in dist-server/ (decision 0140), outside what the server serves.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [translationShell(), react(), tailwindcss(), ...(isSsrBuild ? [] : [routePreload()])],
  // The server's render entry carries its libraries in production mode (React's server renderer
  // is several times slower in development mode): dist-server/ needs no node_modules of its own.
  ssr: { noExternal: true },
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  // `@/app/…`, `@/ui/…`: the same alias as tsconfig.json's paths.
  resolve: { alias: [{ find: /^@\//, replacement: `${root}src/` }] },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', minify: false }
    : {
        // apps/server serves this folder (WEB_DIST defaults to apps/web/dist).
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: which chunks each route loads (bench/web.bench.mjs reads it).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Libraries every page needs, in one chunk of their own: it survives app deploys in the
              // browser cache. Feature-only libraries (react-hook-form) stay in their route's chunk.
              groups: [
                { name: 'framework', test: FRAMEWORK },
                { name: 'query', test: QUERY },
              ],
            },
          },
        },
      },
  server: {
    // The API runs as `npm start` serves it; the Host header passes through unchanged, so the
    // server's Origin check (decision 0003) sees this dev server as the site's own origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
