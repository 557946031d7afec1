// Bundles the server (and the workspace packages it imports) into dist/main.js; npm dependencies
// stay external and are loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@halyard/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    prerender: 'src/prerender.ts',
    // Worker threads (decision 0225), started by main.js from the files beside it: the mail
    // thread and the SQLite checkpointer.
    'mail-worker': 'src/modules/mail/mail-worker.ts',
    'checkpoint-worker': 'src/db/checkpoint-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  absWorkingDir: new URL('.', import.meta.url).pathname,
  logLevel: 'warning',
});
