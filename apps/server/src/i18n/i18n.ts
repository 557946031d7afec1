import i18next, { type TFunction } from 'i18next';
import enInvoice from './locales/en/invoice.json';
import enMail from './locales/en/mail.json';

/**
 * The server's translations (emails, invoice PDFs) go through i18next like the web app's.
 * English is the source catalogue; other languages are added as catalogues, not code.
 */
const resources = { en: { mail: enMail, invoice: enInvoice } };

export type ServerNamespace = keyof (typeof resources)['en'];

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: ['mail', 'invoice'],
  defaultNS: 'mail',
  interpolation: { escapeValue: false },
  initAsync: false,
});

// One fixed translator per language and namespace: building one per email showed in profiles.
const translators = new Map<string, TFunction>();

/** A translation function for one language and namespace (falls back to English). */
export function translator(language: string | null | undefined, ns: ServerNamespace): TFunction {
  const key = `${language ?? 'en'}:${ns}`;
  let t = translators.get(key);
  if (!t) {
    t = instance.getFixedT(language ?? 'en', ns);
    translators.set(key, t);
  }
  return t;
}
