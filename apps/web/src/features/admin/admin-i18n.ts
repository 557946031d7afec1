import { languageFromAcceptLanguage } from '@halyard/domain';
import { readLocaleCookie } from '@/app/locale-cookie';
import { i18n } from '@/i18n/i18n';
import { defaultLanguage, languageOfCode, type Language } from '@/i18n/locales';
import type en from '@/i18n/locales/en/admin.json';

/** The back office's strings: a namespace of their own, loaded only by its chunk (decision 0170). */
export const ADMIN_NS = 'admin';
export type AdminCatalogue = typeof en;

const catalogues = import.meta.glob<AdminCatalogue>('../../i18n/locales/*/admin.json', {
  import: 'default',
});

async function loadNamespace(languageCode: string): Promise<void> {
  if (i18n.hasResourceBundle(languageCode, ADMIN_NS)) return;
  const load = catalogues[`../../i18n/locales/${languageCode}/admin.json`];
  if (load) i18n.addResourceBundle(languageCode, ADMIN_NS, await load(), true, true);
}

/**
 * The back office has no locale prefix: staff read it in the language they picked on the site
 * (the `locale` cookie) or their browser's, one of the 29; English strings stand in meanwhile.
 */
export function adminLanguage(): Language {
  const picked = readLocaleCookie();
  if (picked) return picked;
  const tags =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? [navigator.language])];
  return languageOfCode(languageFromAcceptLanguage(tags.filter(Boolean))) ?? defaultLanguage;
}

export async function activateAdminLanguage(language: Language): Promise<void> {
  await loadNamespace(defaultLanguage.languageCode);
  await loadNamespace(language.languageCode);
  if (i18n.language !== language.languageCode) await i18n.changeLanguage(language.languageCode);
}
