import type en from './locales/en/translation.json';

export type Catalogue = typeof en;

// One lazy chunk per language; English is bundled with the app (see i18n.ts), so it is left out.
const catalogues = import.meta.glob<Catalogue>(
  ['./locales/*/translation.json', '!./locales/en/translation.json'],
  { import: 'default' },
);

/** A language's catalogue, or undefined while it is not translated yet (English then shows). */
export async function loadCatalogue(languageCode: string): Promise<Catalogue | undefined> {
  const load = catalogues[`./locales/${languageCode}/translation.json`];
  return load ? load() : undefined;
}

// The shell's groups of each catalogue (vite.config.ts `translationShell`): a storefront page in
// another language needs only these, not the whole catalogue (issue 9 item 5, decision 0079).
const shells = import.meta.glob<Partial<Catalogue>>(
  ['./locales/*/translation.json', '!./locales/en/translation.json'],
  { import: 'default', query: '?shell' },
);

/** The shell's part of a language's catalogue, or undefined while it is not translated yet. */
export async function loadShellCatalogue(
  languageCode: string,
): Promise<Partial<Catalogue> | undefined> {
  const path = `./locales/${languageCode}/translation.json`;
  const load = shells[path] ?? shells[`${path}?shell`];
  return load ? load() : undefined;
}
