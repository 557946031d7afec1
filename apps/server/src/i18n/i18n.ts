import i18next, { type TFunction } from 'i18next';
import { languageFor } from '@halyard/domain';
import { serverCatalogues } from './catalogues';

/**
 * The server's translations (emails, invoice PDFs) go through i18next like the web app's.
 * English is the source catalogue; every language of the 29 has its own (keyed by languageCode,
 * the folder name), so an email or a PDF is written in the recipient's language.
 */
const resources = serverCatalogues;

export type ServerNamespace = keyof (typeof resources)['en'];

/** How the server's i18next is set up: the translator test builds its reference from the same. */
export const SERVER_I18N_OPTIONS = {
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: ['mail', 'invoice'],
  defaultNS: 'mail',
  interpolation: { escapeValue: false },
  initAsync: false,
} as const;

const instance = i18next.createInstance();
void instance.init(SERVER_I18N_OPTIONS);

/**
 * The users' `locale` column (and the `locale` cookie) hold our locale code (`jp`, `dk`); the
 * catalogues are keyed by languageCode (`ja`, `da`). An unknown or missing code is English.
 */
export function catalogueLanguage(locale: string | null | undefined): string {
  return languageFor(locale).languageCode;
}

// One translator per language and namespace: building one per email showed in profiles. It calls
// the instance's `t` with the language and namespace among the options rather than through
// `getFixedT`, whose every call copies all of the instance's options (a third of a renewal
// receipt's rendering in the billing engine's profile); the lookup and interpolation are the same.
const translators = new Map<string, TFunction>();

/** A translation function for one locale code and namespace (falls back to English). */
export function translator(locale: string | null | undefined, ns: ServerNamespace): TFunction {
  const language = catalogueLanguage(locale);
  const key = `${language}:${ns}`;
  let t = translators.get(key);
  if (!t) {
    const fixed = instance.getFixedT(language, ns);
    // As `getFixedT`: a language or namespace the caller names wins over the translator's.
    const direct = (name: string | string[], options?: unknown, ...rest: unknown[]) => {
      if (options === null || typeof options !== 'object' || rest.length > 0)
        return (fixed as unknown as (...args: unknown[]) => string)(name, options, ...rest);
      const o = { ...(options as { lng?: string; ns?: string }) };
      o.lng ||= language;
      o.ns ||= ns;
      return instance.t(name, o);
    };
    t = direct as unknown as TFunction;
    translators.set(key, t);
  }
  return t;
}

/** Every invoice catalogue's strings, for checks such as "can the PDF font draw them". */
export function invoiceStrings(locale: string | null | undefined): string[] {
  const catalogue = (resources as Record<string, { invoice: Record<string, unknown> }>)[
    catalogueLanguage(locale)
  ];
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(catalogue?.invoice);
  return out;
}
