import en from './locales/en/checkout.json';
import { i18n } from './i18n';

/**
 * The storefront's strings (order, checkout, gift cards, setup) live in their own namespace, so
 * the portal's pages never download them and the storefront's pages only these (decision 0050).
 * English is added when a storefront route module loads; other languages load with the page.
 */
export const CHECKOUT_NS = 'checkout';

export type CheckoutCatalogue = typeof en;

const catalogues = import.meta.glob<CheckoutCatalogue>(
  ['./locales/*/checkout.json', '!./locales/en/checkout.json'],
  { import: 'default' },
);

if (!i18n.hasResourceBundle('en', CHECKOUT_NS)) i18n.addResourceBundle('en', CHECKOUT_NS, en);

/** Loads the namespace in the page's language (English shows until a translation exists). */
export async function loadCheckoutNamespace(languageCode: string): Promise<void> {
  if (i18n.hasResourceBundle(languageCode, CHECKOUT_NS)) return;
  const load = catalogues[`./locales/${languageCode}/checkout.json`];
  if (load) i18n.addResourceBundle(languageCode, CHECKOUT_NS, await load());
}
