import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { scriptNonce } from '../http/csp';
import type { PageStatus } from './page-status';

export interface WebSettings {
  readonly dist: string;
  readonly defaultTenant: string;
  readonly brandName: string;
  /** Issue 17: the public marketing site the header and footer link to, if any (decision 0133). */
  readonly marketingSiteUrl?: string;
  /** The status of each page address (decision 0134). */
  readonly pageStatus: PageStatus;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html (with the tenant and
 * brand filled in) for every other GET that is not an API call, so client-side routes and
 * locale-prefixed paths (/de/subscriptions) load the app, with the status the page stands for
 * (an unknown address is a 404 showing the SPA's not-found page; decision 0134).
 */
export async function installWeb(app: FastifyInstance, settings: WebSettings): Promise<boolean> {
  const indexFile = path.join(settings.dist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const html = fs
    .readFileSync(indexFile, 'utf8')
    .replaceAll('%TENANT%', escapeAttr(settings.defaultTenant))
    .replaceAll('%BRAND_NAME%', escapeAttr(settings.brandName))
    .replaceAll('%MARKETING_SITE_URL%', escapeAttr(settings.marketingSiteUrl ?? ''));

  await app.register(fastifyStatic, {
    root: settings.dist,
    index: false,
    wildcard: false,
    // The web build writes .br/.gz beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  // Assets are registered one route per file by @fastify/static (wildcard: false); everything else
  // falls through to the SPA.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || path.extname(request.url.split('?')[0] ?? '') !== '') {
      return reply.callNotFound();
    }
    const answer = await settings.pageStatus(request, request.url.split('?')[0] ?? '/');
    if (answer.kind === 'redirect') {
      return reply.header('cache-control', 'no-store').redirect(answer.to, 302);
    }
    // The page's scripts carry this answer's CSP nonce (decision 0092); Vite's preload helper reads
    // the csp-nonce meta for the chunks it adds later.
    const nonce = scriptNonce(reply.raw);
    const page = html
      .replaceAll('<script ', `<script nonce="${nonce}" `)
      .replaceAll('<link rel="modulepreload" ', `<link rel="modulepreload" nonce="${nonce}" `)
      .replace('</head>', `  <meta property="csp-nonce" nonce="${nonce}" />\n  </head>`);
    return reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page);
  });
  return true;
}
