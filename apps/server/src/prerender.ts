// Pre-renders the storefront's first view at build time (issue 18, decision 0140): `/order` and the
// checkout's first step in each of the 29 languages and each currency, for the default offer, from
// the seeded catalogue, through the same render as a request (apps/server/src/web/page-render.ts).
// Written to apps/web/dist-prerender/ with pages.json; the server serves a page from there to a
// visit that nothing visitor-dependent applies to. Run by `npm run build` (apps/server's build).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CURRENCIES,
  DEFAULT_OFFER_IDS,
  LANGUAGES,
  localizedPath,
  PLAN_TIERS,
  type Currency,
} from '@halyard/domain';
import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './seed/seed';
import {
  loadPageRenderer,
  pageDocument,
  prerenderDir,
  type PrerenderManifest,
} from './web/page-render';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env.WEB_DIST ?? path.join(here, '../../web/dist'));
const out = prerenderDir(dist);
/** A placeholder the server fills in when it serves the page, like index.html's. */
const BRAND = '%BRAND_NAME%';
const ORIGIN = 'http://localhost';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', WEB_DIST: undefined });
const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
const started = Date.now();
try {
  await migrateToLatest(database.db);
  await seedIfEmpty(database.db, systemClock.now(), config);
  const app = await buildApp({
    config: { ...config, webDist: undefined },
    database,
    clock: systemClock,
  });
  const renderer = await loadPageRenderer(app, {
    dist,
    tenant: config.defaultTenant,
    brandName: BRAND,
    marketingSiteUrl: config.marketingSiteUrl ?? null,
    publicUrl: ORIGIN,
    clock: systemClock,
  });
  if (!renderer) throw new Error(`No server render entry beside ${dist}: build the web app first`);

  /** The default offer's plan prices in a currency: each is a checkout a buyer opens from /order. */
  async function planPrices(currency: Currency): Promise<string[]> {
    const answer = await app.inject({
      url: `/api/v1/offers/${DEFAULT_OFFER_IDS.regular}?currency=${currency}`,
      headers: { 'x-tenant-id': config.defaultTenant },
    });
    const offer = answer.json<{ products: { name: string; prices: { id: string }[] }[] }>();
    return offer.products
      .filter((product) => (PLAN_TIERS as readonly string[]).includes(product.name))
      .flatMap((product) => product.prices.map((price) => price.id));
  }

  const addresses: string[] = [];
  for (const language of LANGUAGES) {
    const at = (page: string) => localizedPath(page, language.code);
    addresses.push(at('/order'));
    for (const currency of CURRENCIES) {
      addresses.push(`${at('/order')}?currency=${currency}`);
      for (const price of await planPrices(currency)) {
        const query = new URLSearchParams({
          offer: DEFAULT_OFFER_IDS.regular,
          currency,
          price,
        });
        addresses.push(`${at('/checkout')}?${query}`);
      }
    }
  }

  fs.rmSync(out, { recursive: true, force: true });
  const pages: Record<string, string> = {};
  for (const [index, address] of addresses.entries()) {
    const { answer } = await renderer.render(ORIGIN + address, '', []);
    if (answer.kind !== 'page' || answer.status !== 200)
      throw new Error(`${address}: the render answered ${answer.kind} ${answer.status}`);
    const file = `${index.toString(36)}.html`;
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, file),
      pageDocument(renderer.template, address.split('?')[0] ?? '/', answer),
    );
    pages[address] = file;
  }
  const manifest: PrerenderManifest = {
    tenant: config.defaultTenant,
    marketingSiteUrl: config.marketingSiteUrl ?? null,
    renderedAt: systemClock.now().toISOString(),
    pages,
  };
  fs.writeFileSync(path.join(out, 'pages.json'), JSON.stringify(manifest, null, 1) + '\n');
  await app.close();
  process.stdout.write(
    `Pre-rendered ${addresses.length} storefront pages in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
} finally {
  await database.close();
}
