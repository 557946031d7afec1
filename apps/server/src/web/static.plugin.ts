import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { scriptNonce } from '../http/csp';
import { loadPageRenderer, type PageAnswer } from './page-render';

export interface WebSettings {
  readonly dist: string;
  readonly defaultTenant: string;
  readonly brandName: string;
  readonly clock: Clock;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built SPA: hashed assets with a long cache, and for every other GET that is not an
 * API call the page — pre-rendered or rendered on request from the app's components (decision
 * 0140), else index.html — with the tenant and brand filled in.
 */
export async function installWeb(app: FastifyInstance, settings: WebSettings): Promise<boolean> {
  const indexFile = path.join(settings.dist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const fill = (page: string) =>
    page
      .replaceAll('%TENANT%', escapeAttr(settings.defaultTenant))
      .replaceAll('%BRAND_NAME%', escapeAttr(settings.brandName));
  const html = fill(fs.readFileSync(indexFile, 'utf8'));
  const renderer = await loadPageRenderer(app, {
    dist: settings.dist,
    tenant: settings.defaultTenant,
    brandName: settings.brandName,
    clock: settings.clock,
  });
  await app.register(compress, { global: false, encodings: ['br', 'gzip'] });

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
    let answer: PageAnswer | null = null;
    try {
      answer = renderer ? await renderer.answer(request) : null;
    } catch (error) {
      // The browser renders the page itself from index.html: a render bug costs speed, not the page.
      request.log.error({ err: error }, 'page render failed');
    }
    if (answer?.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    if (answer?.setCookies.length) reply.header('set-cookie', answer.setCookies);
    if (answer) reply.code(answer.status).header('x-page-source', answer.source);
    // The page's scripts carry this answer's CSP nonce (decision 0092); Vite's preload helper reads
    // the csp-nonce meta for the chunks it adds later.
    const nonce = scriptNonce(reply.raw);
    const page = (answer ? fill(answer.html) : html)
      .replaceAll('<script ', `<script nonce="${nonce}" `)
      .replaceAll('<link rel="modulepreload" ', `<link rel="modulepreload" nonce="${nonce}" `)
      .replace('</head>', `  <meta property="csp-nonce" nonce="${nonce}" />\n  </head>`);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .compress(page);
  });
  return true;
}
