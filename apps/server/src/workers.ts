import fs from 'node:fs';

/**
 * A worker thread's script of the built server (`dist/<name>.js`, bundled beside `dist/main.js`
 * by `apps/server/build.mjs`), found from the module at `from`; undefined when the server runs
 * from its TypeScript sources (the API tests), which then do that work on their own thread.
 */
export function builtWorker(name: string, from: string | URL): URL | undefined {
  const url = new URL(`./${name}.js`, from);
  return fs.existsSync(url) ? url : undefined;
}
