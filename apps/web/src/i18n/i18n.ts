import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import shell from './locales/en/translation.json?shell';
import { loadCatalogue, loadShellCatalogue } from './load-catalogue';
import { defaultLanguage, type Language } from './locales';

const NAMESPACE = 'translation';

// The entry ships only the shell's English strings (root layout, loading, 404, error, chat
// button); the whole English catalogue — the default language and every other one's fallback —
// loads before the first page that is not the storefront's (decision 0050).
void i18n.use(initReactI18next).init({
  resources: { [defaultLanguage.languageCode]: { [NAMESPACE]: shell } },
  lng: defaultLanguage.languageCode,
  fallbackLng: defaultLanguage.languageCode,
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes what it renders.
  // Route loaders load a catalogue before its page renders (activateLanguage), so nothing suspends.
  react: { useSuspense: false },
});

i18n.on('languageChanged', (languageCode) => {
  // On the server the page's <html> carries them (decision 0140).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageCode;
  document.documentElement.dir = i18n.dir(languageCode);
});

let english: Promise<void> | null = null;
let englishLoaded = false;

/** The whole English catalogue (the entry holds only the shell's part of it). */
export function loadEnglishCatalogue(): Promise<void> {
  english ??= import('./locales/en/translation.json').then(({ default: full }) => {
    i18n.addResourceBundle(defaultLanguage.languageCode, NAMESPACE, full, true, true);
    englishLoaded = true;
  });
  return english;
}

export const hasEnglishCatalogue = () => englishLoaded;

/** Languages whose whole `translation` catalogue is loaded (not only the shell's part). */
const fullCatalogues = new Set<string>();

/** Whether the current language's whole catalogue (and English, its fallback) is loaded. */
export const hasFullCatalogue = () =>
  englishLoaded &&
  (i18n.language === defaultLanguage.languageCode || fullCatalogues.has(i18n.language));

/**
 * Loads the language's catalogue on first use, then switches the app (and `<html lang>`) to it.
 * `shellOnly`: a storefront page, whose strings are the `checkout` namespace — the whole English
 * `translation` catalogue is not needed (decision 0050).
 */
export async function activateLanguage(
  language: Language,
  { shellOnly = false }: { readonly shellOnly?: boolean } = {},
): Promise<void> {
  const { languageCode } = language;
  if (!shellOnly) await loadEnglishCatalogue();
  if (languageCode !== defaultLanguage.languageCode && !fullCatalogues.has(languageCode)) {
    if (!shellOnly) {
      const catalogue = await loadCatalogue(languageCode);
      if (catalogue) i18n.addResourceBundle(languageCode, NAMESPACE, catalogue, true, true);
      fullCatalogues.add(languageCode);
    } else if (!i18n.hasResourceBundle(languageCode, NAMESPACE)) {
      // A storefront page: only the shell's strings of the language (decision 0079).
      const shellPart = await loadShellCatalogue(languageCode);
      if (shellPart) i18n.addResourceBundle(languageCode, NAMESPACE, shellPart, true, true);
    }
  }
  if (i18n.language !== languageCode) await i18n.changeLanguage(languageCode);
}

export { i18n };
