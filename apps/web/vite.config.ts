import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The config's own folder, so `vite build` works whatever the working directory.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

// Libraries every page needs (decision 0050: TanStack Query and zod are not among them — the
// storefront's pages use neither at first load, so each lands in the chunks of the pages using it).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;
// TanStack Query in a cacheable chunk of its own, shared by the portal's pages.
const QUERY = /node_modules[\\/]@tanstack[\\/]/;

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  // `@/app/…`, `@/ui/…`: the same alias as tsconfig.json's paths.
  resolve: { alias: [{ find: /^@\//, replacement: `${root}src/` }] },
  build: {
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
});
