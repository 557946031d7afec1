import fs from 'node:fs';
import path from 'node:path';

export type ContentKind = 'help' | 'legal';

/**
 * The Markdown files of the help centre and the legal pages (decision 0131):
 * `<dir>/<kind>/<language tag>/<slug>.md`. A file in the operator's `CONTENT_DIR` wins over the
 * one shipped in `content/`, so an operator replaces one page without copying the rest. Files are
 * read again when they change (their modification time), so a replaced page shows without a
 * restart.
 */
export function createContentStore(dirs: { override?: string; builtIn: string }) {
  const cache = new Map<string, { mtimeMs: number; text: string }>();
  const roots = [dirs.override, dirs.builtIn].filter((dir): dir is string => Boolean(dir));

  function readFile(file: string): string | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.text;
    const text = fs.readFileSync(file, 'utf8');
    cache.set(file, { mtimeMs: stat.mtimeMs, text });
    return text;
  }

  return {
    /** The source of one document in one language, or null when no directory has it. */
    read(kind: ContentKind, languageTag: string, slug: string): string | null {
      for (const root of roots) {
        const text = readFile(path.join(root, kind, languageTag, `${slug}.md`));
        if (text !== null) return text;
      }
      return null;
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
