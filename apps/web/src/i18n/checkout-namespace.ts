import type en from './locales/en/checkout.json';
import { i18n } from './i18n';
import { defaultLanguage, languageFromPrefix, type Language } from './locales';

/**
 * The storefront's strings (order, checkout, gift cards, setup) live in their own namespace, so
 * the portal's pages never download them and the storefront's pages only these (decision 0050).
 * Every language, English included, is a chunk of its own that loads with the page (the root
 * loader, before hydrating): a German page does not download the English copy (decision 0140,
 * addendum on first-load JS). Every language has every key (the contract's catalogue test), so
 * English is never needed as a fallback on another language's page.
 */
export const CHECKOUT_NS = 'checkout';

export type CheckoutCatalogue = typeof en;

const catalogues = import.meta.glob<CheckoutCatalogue>('./locales/*/checkout.json', {
  import: 'default',
});

/** Loads the namespace in the page's language. */
export async function loadCheckoutNamespace(languageCode: string): Promise<void> {
  if (i18n.hasResourceBundle(languageCode, CHECKOUT_NS)) return;
  const load = catalogues[`./locales/${languageCode}/checkout.json`];
  if (load) i18n.addResourceBundle(languageCode, CHECKOUT_NS, await load());
}

/** A storefront route's language (its URL prefix, else the default), its strings loaded. */
export async function loadStorefrontLanguage(locale: string | undefined): Promise<Language> {
  const language = languageFromPrefix(locale) ?? defaultLanguage;
  await loadCheckoutNamespace(language.languageCode);
  return language;
}
