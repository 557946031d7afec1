import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The typefaces an invoice PDF can draw with (decision 0200): Noto Sans for Latin, Greek and
 * Cyrillic, and one Noto family per other script. Each family says which of its files covers a
 * code point; a file is only read when a document uses one of its characters.
 */
export type FamilyId = 'latin' | 'arabic' | 'hebrew' | 'thai' | 'jp' | 'kr' | 'sc' | 'tc';
export type Weight = 'regular' | 'bold';

export interface FontFile {
  readonly family: FamilyId;
  /** The file within its family ("regular" for Noto Sans; the subset name for the others). */
  readonly subset: string;
  /** The font at one weight, as a static TrueType or WOFF2 file. */
  readonly path: string;
  /** A variable font whose weight axis must be pinned before pdfkit can use it. */
  readonly variable: boolean;
}

export interface Family {
  readonly id: FamilyId;
  /** The file that draws this code point, or undefined when the family has none. */
  fileFor(codePoint: number, weight: Weight): FontFile | undefined;
}

const require = createRequire(import.meta.url);

/** Noto Sans's scripts: Latin (+ extended), IPA, Greek, Cyrillic, punctuation and currency. */
const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x052f],
  [0x1e00, 0x1fff],
  [0x2000, 0x20cf],
  [0x2212, 0x2212],
];

const NOTO_SANS_FILES: Record<Weight, string> = {
  regular: '400Regular/NotoSans_400Regular.ttf',
  bold: '700Bold/NotoSans_700Bold.ttf',
};
const notoSansFiles = new Map<Weight, FontFile>();

const notoSans: Family = {
  id: 'latin',
  fileFor(codePoint, weight) {
    if (!LATIN_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to)) return undefined;
    let file = notoSansFiles.get(weight);
    if (!file) {
      const resolved = require.resolve(`@expo-google-fonts/noto-sans/${NOTO_SANS_FILES[weight]}`);
      file = { family: 'latin', subset: weight, path: resolved, variable: false };
      notoSansFiles.set(weight, file);
    }
    return file;
  },
};

// Noto Sans draws these, so the other families' copies of them are never used.
const LATIN_SUBSETS = new Set([
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
]);

/**
 * A @fontsource-variable package: its Google Fonts subsets (`unicode.json`: subset → ranges),
 * each a variable WOFF2 file `files/<id>-<subset>-wght-normal.woff2` of about 50 KB.
 */
function fontsource(id: FamilyId, pkg: string): Family {
  const unicodeJson = require.resolve(`${pkg}/unicode.json`);
  const dir = path.dirname(unicodeJson);
  const name = path.basename(pkg);
  const ranges: [number, number, string][] = [];
  const table = JSON.parse(readFileSync(unicodeJson, 'utf8')) as Record<string, string>;
  for (const [key, list] of Object.entries(table)) {
    const subset = key.replace(/^\[|\]$/g, '');
    if (LATIN_SUBSETS.has(subset)) continue;
    for (const part of list.split(',')) {
      const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
      ranges.push([parseInt(from, 16), parseInt(to, 16), subset]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const files = new Map<string, FontFile>();
  return {
    id,
    fileFor(codePoint) {
      let lo = 0;
      let hi = ranges.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const [from, to, subset] = ranges[mid]!;
        if (codePoint < from) hi = mid - 1;
        else if (codePoint > to) lo = mid + 1;
        else {
          let file = files.get(subset);
          if (!file) {
            const woff2 = path.join(dir, 'files', `${name}-${subset}-wght-normal.woff2`);
            file = { family: id, subset, path: woff2, variable: true };
            files.set(subset, file);
          }
          return file;
        }
      }
      return undefined;
    },
  };
}

const PACKAGES: Record<Exclude<FamilyId, 'latin'>, string> = {
  arabic: '@fontsource-variable/noto-sans-arabic',
  hebrew: '@fontsource-variable/noto-sans-hebrew',
  thai: '@fontsource-variable/noto-sans-thai',
  jp: '@fontsource-variable/noto-sans-jp',
  kr: '@fontsource-variable/noto-sans-kr',
  sc: '@fontsource-variable/noto-sans-sc',
  tc: '@fontsource-variable/noto-sans-tc',
};
const families = new Map<FamilyId, Family>([['latin', notoSans]]);

/** A family, built on first use (reading its `unicode.json`, up to 200 KB for a CJK one). */
export function family(id: FamilyId): Family {
  let found = families.get(id);
  if (!found) {
    found = fontsource(id, PACKAGES[id as Exclude<FamilyId, 'latin'>]);
    families.set(id, found);
  }
  return found;
}

/** The family a language's own words are drawn with (Han characters differ by region). */
const PRIMARY: Record<string, FamilyId> = {
  ar: 'arabic',
  he: 'hebrew',
  th: 'thai',
  ja: 'jp',
  ko: 'kr',
  'zh-CN': 'sc',
  'zh-TW': 'tc',
};
const FALLBACK_ORDER: readonly FamilyId[] = ['arabic', 'hebrew', 'thai', 'sc', 'tc', 'jp', 'kr'];

/**
 * The order in which families are asked for a character, for a document in `languageCode`:
 * Noto Sans, the language's own family, then the others (a Japanese buyer's name on an English
 * invoice is drawn too).
 */
export function familyChain(languageCode: string): readonly Family[] {
  const primary = PRIMARY[languageCode];
  const order: FamilyId[] = ['latin', ...(primary ? [primary] : []), ...FALLBACK_ORDER];
  return [...new Set(order)].map((id) => lazyFamily(id));
}

/** A family that reads its table only when asked about a character Noto Sans lacks. */
function lazyFamily(id: FamilyId): Family {
  return { id, fileFor: (codePoint, weight) => family(id).fileFor(codePoint, weight) };
}

/** Languages written right to left. */
export function isRightToLeft(languageCode: string): boolean {
  return languageCode === 'ar' || languageCode === 'he';
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The file that draws each UTF-16 unit of `text` (both halves of a surrogate pair get the same):
 * a letter or digit goes to the first family of the chain that has it; a space, punctuation or
 * mark stays in the previous character's file when that file has it, so an Arabic word keeps its
 * vowel signs and a Japanese phrase its full-width brackets. Nothing covers it: Noto Sans (its
 * missing-glyph box).
 */
export function filesFor(text: string, chain: readonly Family[], weight: Weight): FontFile[] {
  const out: FontFile[] = [];
  let prev: FontFile | undefined;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    let file: FontFile | undefined;
    if (prev && !LETTER_OR_DIGIT.test(ch)) {
      const same = family(prev.family).fileFor(cp, weight);
      if (same?.subset === prev.subset) file = prev;
    }
    for (const family of chain) {
      if (file) break;
      file = family.fileFor(cp, weight);
    }
    file ??= family('latin').fileFor(0x20, weight)!;
    for (let i = 0; i < ch.length; i++) out.push(file);
    prev = file;
  }
  return out;
}

/** True when every character of `text` has a glyph in one of the chain's families. */
export function canDraw(text: string, chain: readonly Family[]): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0x0a || /\p{Default_Ignorable_Code_Point}/u.test(ch)) continue;
    if (!chain.some((family) => family.fileFor(cp, 'regular'))) return false;
  }
  return true;
}
