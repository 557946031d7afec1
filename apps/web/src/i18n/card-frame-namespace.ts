import type en from './locales/en/card-frame.json';
import { i18n } from './i18n';

/**
 * The sandbox card frame's labels (decision 0151): a namespace of their own, loaded with the
 * frame's chunk, so the storefront's first load does not carry them.
 */
export const CARD_FRAME_NS = 'card-frame';

export type CardFrameCatalogue = typeof en;

const catalogues = import.meta.glob<CardFrameCatalogue>('./locales/*/card-frame.json', {
  import: 'default',
});

const loading = new Map<string, Promise<void>>();

async function add(languageCode: string): Promise<void> {
  if (i18n.hasResourceBundle(languageCode, CARD_FRAME_NS)) return;
  const load = catalogues[`./locales/${languageCode}/card-frame.json`];
  if (load) i18n.addResourceBundle(languageCode, CARD_FRAME_NS, await load());
}

/**
 * The labels in the page's language and English (its fallback), once per language: a component
 * may `use()` the same promise on every render.
 */
export function loadCardFrameNamespace(languageCode: string): Promise<void> {
  let promise = loading.get(languageCode);
  if (!promise) {
    promise = Promise.all([add('en'), add(languageCode)]).then(() => undefined);
    loading.set(languageCode, promise);
  }
  return promise;
}
