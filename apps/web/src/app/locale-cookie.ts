import { LOCALE_COOKIE } from '@halyard/domain';
import { languageOfCode, type Language } from '@/i18n/locales';
import { readCookie, writeCookie } from './cookies';

/** The language the visitor picked last time (spec §2: stored in a cookie named `locale`). */
export function readLocaleCookie(): Language | undefined {
  return languageOfCode(readCookie(LOCALE_COOKIE));
}

export function writeLocaleCookie(language: Language): void {
  writeCookie(LOCALE_COOKIE, language.code);
}
