import { readFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import type { FontFile, Weight } from './font-families';

/**
 * Font files ready for pdfkit (decision 0200). The Noto families of @fontsource-variable are
 * variable WOFF2 files; fontkit (inside pdfkit) reads WOFF2 but cannot set the weight of one, so
 * harfbuzz's subsetter (subset-font) pins the weight axis and writes a static TrueType font with
 * every glyph and the layout tables (Arabic joining, Thai mark positioning) of that subset. pdfkit
 * then embeds only the glyphs a document uses.
 */
const AXIS: Record<Weight, number> = { regular: 400, bold: 700 };

/** A registered font's name in a document: one per file and weight. */
export function faceName(file: FontFile, weight: Weight): string {
  return `${file.family}-${file.subset}-${weight}`;
}

async function instance(file: FontFile, weight: Weight): Promise<Buffer> {
  const data = await readFile(file.path);
  if (!file.variable) return data;
  return subsetFont(data, null, {
    keepAllGlyphs: true,
    variationAxes: { wght: AXIS[weight] },
    targetFormat: 'sfnt',
  });
}

// A subset file pinned to one weight is 15–200 KB. The most recently used are kept, so a busy
// server reuses them without holding every CJK subset (a few hundred files) in memory.
const MAX_CACHED = 256;
const cache = new Map<string, Promise<Buffer>>();

/** The font file at `weight` as a static TrueType/OpenType buffer (cached, least recent out). */
export function loadFace(file: FontFile, weight: Weight): Promise<Buffer> {
  const key = faceName(file, weight);
  let face = cache.get(key);
  if (face) {
    cache.delete(key);
  } else {
    face = instance(file, weight);
    face.catch(() => cache.delete(key));
  }
  cache.set(key, face);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return face;
}
