import { readFileSync } from 'node:fs';
import path from 'node:path';

const locales = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales');
const cache = new Map<string, Record<string, unknown>>();

/**
 * A string of the web app's catalogue in a language (`languageCode`: de, uk, ja…), so journeys on
 * a translated page look for what that page shows rather than the English text.
 */
export function catalogueText(
  languageCode: string,
  namespace: 'translation' | 'checkout' | 'card-frame',
  key: string,
): string {
  const file = path.join(locales, languageCode, `${namespace}.json`);
  let catalogue = cache.get(file);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, catalogue);
  }
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`${languageCode}/${namespace}.json has no ${key}`);
  return value;
}

/** A string of the storefront (`checkout`) namespace. */
export const checkoutText = (languageCode: string, key: string) =>
  catalogueText(languageCode, 'checkout', key);
