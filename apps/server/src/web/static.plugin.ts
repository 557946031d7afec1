import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { scriptNonce } from '../http/csp';
import type { PageStatus } from './page-status';
import { loadPageRenderer, type PageAnswer } from './page-render';

export interface WebSettings {
  readonly dist: string;
  readonly defaultTenant: string;
  readonly brandName: string;
  /** Issue 17: the public marketing site the header and footer link to, if any (decision 0133). */
  readonly marketingSiteUrl?: string;
  /** The status of each page address (decision 0134). */
  readonly pageStatus: PageStatus;
  /** The site's public origin (`PUBLIC_URL`): pages are rendered for it, never for the Host header. */
  readonly publicUrl: string;
  readonly clock: Clock;
  /** When staff last changed offers or prices: older pre-rendered pages are not served. */
  readonly catalogueChangedAt?: () => Promise<string | null>;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built SPA: hashed assets with a long cache, and for every other GET that is not an
 * API call the page — pre-rendered or rendered on request from the app's components (decision
 * 0140), else index.html — with the tenant and brand filled in, and the status the page stands for
 * (an unknown address is a 404 showing the not-found page; decision 0134).
 */
export async function installWeb(app: FastifyInstance, settings: WebSettings): Promise<boolean> {
  const indexFile = path.join(settings.dist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const fill = (page: string) =>
    page
      .replaceAll('%TENANT%', escapeAttr(settings.defaultTenant))
      .replaceAll('%BRAND_NAME%', escapeAttr(settings.brandName))
      .replaceAll('%MARKETING_SITE_URL%', escapeAttr(settings.marketingSiteUrl ?? ''))
      .replaceAll('%SITE_URL%', escapeAttr(settings.publicUrl.replace(/\/+$/, '')));
  const html = fill(fs.readFileSync(indexFile, 'utf8'));
  const renderer = await loadPageRenderer(app, {
    dist: settings.dist,
    tenant: settings.defaultTenant,
    brandName: settings.brandName,
    marketingSiteUrl: settings.marketingSiteUrl ?? null,
    publicUrl: settings.publicUrl,
    clock: settings.clock,
    ...(settings.catalogueChangedAt && { catalogueChangedAt: settings.catalogueChangedAt }),
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
    const status = await settings.pageStatus(request, request.url.split('?')[0] ?? '/');
    if (status.kind === 'redirect') {
      return reply.header('cache-control', 'no-store').redirect(status.to, 302);
    }
    let answer: PageAnswer | null = null;
    try {
      const clientOnly = status.kind === 'page' && status.clientOnly === true;
      answer = renderer && !clientOnly ? await renderer.answer(request) : null;
    } catch (error) {
      // The browser renders the page itself from index.html: a render bug costs speed, not the page.
      request.log.error({ err: error }, 'page render failed');
    }
    if (answer?.kind === 'redirect') {
      // A page the visitor may not open keeps its address and answers as the API does (401/403/404);
      // the app in the browser then shows what its guard shows. Other redirects (language) go.
      if (status.status !== 200) answer = null;
      else return reply.redirect(answer.location, answer.status);
    }
    if (answer?.setCookies.length) reply.header('set-cookie', answer.setCookies);
    if (answer) reply.header('x-page-source', answer.source);
    reply.code(status.status !== 200 ? status.status : (answer?.status ?? 200));
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
