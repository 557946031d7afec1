/// <reference types="node" />
// Issue 9 §1: every language's catalogue has exactly English's keys (plural forms per the
// language's CLDR categories), keeps every interpolation variable, and adds none.
// The catalogues live in the apps; this test reads them as files (no app code is imported).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@halyard/domain';

const root = path.resolve(import.meta.dirname, '../../..');
const CATALOGUE_DIRS = ['apps/web/src/i18n/locales', 'apps/server/src/i18n/locales'];

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else throw new Error(`${prefix}: not a string or object`);
  return out;
}

const read = (file: string): Flat => flatten(JSON.parse(readFileSync(file, 'utf8')));

/** `a.b_one` → ['a.b', 'one']; keys without a plural suffix → [key, undefined]. */
function splitPlural(key: string): [string, string | undefined] {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? [match[1] as string, match[2]] : [key, undefined];
}

/** Variables of `{{name}}` / `{{name, format}}`, and `$t(key)` nestings. */
function placeholders(text: string): string[] {
  const vars = [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((m) => `{{${m[1]}}}`);
  const nests = [...text.matchAll(/\$t\(([^)]*)\)/g)].map((m) => `$t(${m[1]})`);
  return [...new Set([...vars, ...nests])].sort();
}

/** What a language's catalogue must hold, given English's: plural bases expand per CLDR. */
function expectedKeys(en: Flat, locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of en.keys()) {
    const [base, suffix] = splitPlural(key);
    if (suffix === undefined || !en.has(`${base}_other`)) keys.add(key);
    else for (const c of categories) keys.add(`${base}_${c}`);
  }
  return keys;
}

function englishSource(en: Flat, key: string): string | undefined {
  if (en.has(key)) return en.get(key);
  const [base, suffix] = splitPlural(key);
  return suffix ? en.get(`${base}_other`) : undefined;
}

const translated = LANGUAGES.filter((l) => l.languageCode !== 'en');

for (const dir of CATALOGUE_DIRS) {
  const enDir = path.join(root, dir, 'en');
  const namespaces = readdirSync(enDir).filter((f) => f.endsWith('.json'));
  const present = translated.filter((l) => existsSync(path.join(root, dir, l.languageCode)));

  describe(`${dir}: catalogues match English`, () => {
    it('has a folder only for languages of spec §9', () => {
      const known = new Set(LANGUAGES.map((l) => l.languageCode as string));
      const folders = readdirSync(path.join(root, dir));
      expect(folders.filter((f) => !known.has(f))).toEqual([]);
    });

    for (const language of present) {
      for (const ns of namespaces) {
        it(`${language.languageCode}/${ns}: same keys, plural forms, placeholders`, () => {
          const en = read(path.join(enDir, ns));
          const file = path.join(root, dir, language.languageCode, ns);
          expect(existsSync(file), `${file} is missing`).toBe(true);
          const other = read(file);
          const expected = expectedKeys(en, language.languageCode);
          const missing = [...expected].filter((k) => !other.has(k));
          const extra = [...other.keys()].filter((k) => !expected.has(k));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
          const broken: string[] = [];
          for (const [key, text] of other) {
            const source = englishSource(en, key) ?? '';
            const want = placeholders(source).filter(
              // A plural form may spell its number out ("one day"), so {{count}} may go.
              (p) => !(p === '{{count}}' && splitPlural(key)[1] !== undefined),
            );
            const got = placeholders(text);
            const allowed = new Set(placeholders(source));
            if (want.some((p) => !got.includes(p)) || got.some((p) => !allowed.has(p)))
              broken.push(`${key}: ${JSON.stringify(got)} vs English ${JSON.stringify(want)}`);
            if (text.trim() === '' && source.trim() !== '') broken.push(`${key}: empty`);
          }
          expect(broken).toEqual([]);
        });
      }
    }
  });
}
