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
