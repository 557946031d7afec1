import { localizePath, type Language } from '@/i18n/locales';

/** Where an unauthenticated visitor of a portal page goes: sign-in, then back (`?next=`). */
export function signInRedirectPath(language: Language, from: string): string {
  return `${localizePath(language, '/sign-in')}?${new URLSearchParams({ next: from })}`;
}
