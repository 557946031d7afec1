import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages';

/**
 * spec §2 "Choosing one navigates to the same path prefixed with the locale code (none for
 * English)": /subscriptions in German is /de/subscriptions; the root is /de.
 */
export function localizedPath(path: string, code: LanguageCode): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (code === DEFAULT_LANGUAGE) return absolute;
  return absolute === '/' ? `/${code}` : `/${code}${absolute}`;
}

export interface LocalizedPath {
  readonly locale: LanguageCode;
  /** The path without its locale prefix, always starting with "/". */
  readonly path: string;
}

/**
 * spec §2: the locale and the bare path of a pathname: /de/subscriptions → de + /subscriptions.
 * English
 * has no prefix, so /en/… is not a locale prefix but an ordinary (unknown) path.
 */
export function parseLocalizedPath(pathname: string): LocalizedPath {
  const candidate = /^\/([^/?#]+)/.exec(pathname)?.[1];
  if (!isLanguageCode(candidate) || candidate === DEFAULT_LANGUAGE) {
    return { locale: DEFAULT_LANGUAGE, path: pathname === '' ? '/' : pathname };
  }
  const rest = pathname.slice(candidate.length + 1);
  return { locale: candidate, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** spec §2 the language picker: the current page in another language. */
export function switchLocale(pathname: string, code: LanguageCode): string {
  return localizedPath(parseLocalizedPath(pathname).path, code);
}
