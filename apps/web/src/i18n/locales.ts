import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageFor,
  localizedPath,
  parseLocalizedPath,
  type LanguageCode,
} from '@halyard/domain';

/** One of the 29 languages of the domain's table (spec §2, §3, §9). */
export type Language = (typeof LANGUAGES)[number];

/** The 29 languages of the picker, in the domain's order. */
export const languages: readonly Language[] = LANGUAGES;

const byCode = new Map<string, Language>(languages.map((language) => [language.code, language]));

/** English: the default language, served without a prefix (spec §2). */
export const defaultLanguage = languageFor(DEFAULT_LANGUAGE) as Language;

/**
 * The language a route's optional `:locale` segment names: English when there is none, undefined
 * when the segment is not a language's prefix (English itself has no prefix, so `/en/…` is not one).
 */
export function languageFromPrefix(prefix: string | undefined): Language | undefined {
  if (prefix === undefined) return defaultLanguage;
  return prefix === DEFAULT_LANGUAGE ? undefined : byCode.get(prefix);
}

/** The language of a code (the `locale` cookie's value), if it is one of ours. */
export function languageOfCode(code: string | null | undefined): Language | undefined {
  return byCode.get(code ?? '');
}

/** An app path (`/subscriptions`) in a language: `/de/subscriptions`, or unchanged for English. */
export function localizePath(language: Language, path: string): string {
  return localizedPath(path, language.code);
}

/** A pathname without its locale prefix: `/de/subscriptions` → `/subscriptions`. */
export function barePath(pathname: string): string {
  return parseLocalizedPath(pathname).path;
}

export type { LanguageCode };
