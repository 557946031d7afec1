// Issue 9 item 5: what the per-locale catalogue adds to a route's first load, gzipped (level 9,
// as bench/web.bench.mjs), read from the built app's Vite manifest. Target ≤ 15 KB (decision 0079).
// What a non-English first load fetches on top of the English one (src/i18n/i18n.ts
// `activateLanguage`, checkout-namespace.ts):
//   - a portal page (/de/subscriptions): the language's `translation` chunk (English stays
//     loaded as the fallback, and is already in the English first load);
//   - a storefront page (/de/order, /de/checkout): the shell's part of the language's
//     `translation` catalogue (`translation.json?shell`) and its `checkout` chunk (the English
//     `checkout` namespace is in the route chunk either way).
// Baseline in the same run: English adds 0 by definition; the English chunks' own sizes are
// reported beside, for scale.
//   npm run build && node bench/i18n.bench.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { report, root } from './lib.mjs';

const dist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) throw new Error('Build first: npm run build');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const TARGET_BYTES = 15 * 1024;

const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The chunk a catalogue JSON becomes, with the chunks it imports statically (none expected). */
function chunkBytes(key) {
  const entry = manifest[key];
  if (!entry) return null;
  let bytes = gzipSize(entry.file);
  for (const imported of entry.imports ?? []) bytes += gzipSize(manifest[imported].file);
  return bytes;
}

const locales = path.join(root, 'apps/web/src/i18n/locales');
const languages = fs
  .readdirSync(locales, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const perLanguage = {};
const missing = [];
for (const language of languages) {
  const translation = chunkBytes(`src/i18n/locales/${language}/translation.json`);
  const shell = chunkBytes(`src/i18n/locales/${language}/translation.json?shell`);
  const checkout = chunkBytes(`src/i18n/locales/${language}/checkout.json`);
  if (language === 'en') continue;
  if (translation === null || shell === null || checkout === null) {
    missing.push(language);
    continue;
  }
  perLanguage[language] = {
    portalRouteAddedBytes: translation,
    storefrontRouteAddedBytes: shell + checkout,
    translationChunkBytes: translation,
    translationShellChunkBytes: shell,
    checkoutChunkBytes: checkout,
  };
}

const worst = (field) =>
  Object.entries(perLanguage).reduce(
    (max, [language, figures]) =>
      figures[field] > max.bytes ? { language, bytes: figures[field] } : max,
    { language: null, bytes: 0 },
  );
const median = (field) => {
  const values = Object.values(perLanguage)
    .map((figures) => figures[field])
    .sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
};

const worstPortal = worst('portalRouteAddedBytes');
const worstStorefront = worst('storefrontRouteAddedBytes');
report('i18n', {
  targetAddedBytes: TARGET_BYTES,
  languagesMeasured: Object.keys(perLanguage).length,
  missing,
  baseline: {
    englishAddedBytes: 0,
    englishTranslationChunkBytes: chunkBytes('src/i18n/locales/en/translation.json'),
  },
  portalRoute: {
    worst: worstPortal,
    medianBytes: median('portalRouteAddedBytes'),
    withinTarget: worstPortal.bytes <= TARGET_BYTES,
  },
  storefrontRoute: {
    worst: worstStorefront,
    medianBytes: median('storefrontRouteAddedBytes'),
    withinTarget: worstStorefront.bytes <= TARGET_BYTES,
  },
  perLanguage,
});
