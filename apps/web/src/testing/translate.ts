import type { TFunction } from 'i18next';

/**
 * A t() over one JSON catalogue, for pure view-model tests: the key's text with its {{values}}
 * filled in; a missing key throws, so a test cannot pass on a string that is not translated.
 */
export function tOf(catalogue: object): TFunction {
  const t = (key: string, values: Record<string, unknown> = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
    if (typeof text !== 'string') throw new Error(`Missing key ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
  return t as unknown as TFunction;
}
