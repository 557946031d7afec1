// `npm start`: builds whatever is missing or older than its sources (the web app, its server render
// entry, the server and the pre-rendered storefront pages), then runs the server, which
// migrates the database, seeds an empty one and serves the web app and the API on one port.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach(visit);
  return newest;
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const shared = ['packages/domain/src', 'packages/contract/src'];
const targets = [
  {
    // The browser's bundle and the server's render entry (decision 0140).
    name: 'web app',
    output: 'apps/web/dist-server/entry-server.js',
    sources: [...shared, 'apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts'],
    command: 'npm run --silent build -w @halyard/web',
  },
  {
    // The server, then the storefront pages it pre-renders with the web app's render entry.
    name: 'server and pre-rendered pages',
    output: 'apps/web/dist-prerender/pages.json',
    sources: [
      ...shared,
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/web/dist-server/entry-server.js',
    ],
    command: 'npm run --silent build -w @halyard/server',
  },
];

for (const target of targets) {
  if (mtime(target.output) >= newestMtime(target.sources)) continue;
  process.stdout.write(`Building the ${target.name}…\n`);
  execSync(target.command, { stdio: 'inherit' });
}

await import(path.join(root, 'apps/server/dist/main.js'));
