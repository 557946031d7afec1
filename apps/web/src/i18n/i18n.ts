import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en/translation.json';
import { loadCatalogue } from './load-catalogue';
import { defaultLanguage, type Language } from './locales';

const NAMESPACE = 'translation';

// English ships in the entry chunk: it is the default language and every other one's fallback.
void i18n.use(initReactI18next).init({
  resources: { [defaultLanguage.languageCode]: { [NAMESPACE]: en } },
  lng: defaultLanguage.languageCode,
  fallbackLng: defaultLanguage.languageCode,
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes what it renders.
  // Route loaders load a catalogue before its page renders (activateLanguage), so nothing suspends.
  react: { useSuspense: false },
});

i18n.on('languageChanged', (languageCode) => {
  document.documentElement.lang = languageCode;
  document.documentElement.dir = i18n.dir(languageCode);
});

/** Loads the language's catalogue on first use, then switches the app (and `<html lang>`) to it. */
export async function activateLanguage(language: Language): Promise<void> {
  const { languageCode } = language;
  if (!i18n.hasResourceBundle(languageCode, NAMESPACE)) {
    const catalogue = await loadCatalogue(languageCode);
    if (catalogue) i18n.addResourceBundle(languageCode, NAMESPACE, catalogue);
  }
  if (i18n.language !== languageCode) await i18n.changeLanguage(languageCode);
}

export { i18n };
