import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router';
import {
  barePath,
  defaultLanguage,
  languageFromPrefix,
  localizePath,
  type Language,
} from './locales';

/** The language of the current route, from its optional `:locale` prefix. */
export function useLanguage(): Language {
  const { locale } = useParams();
  // The root loader answers 404 for an unknown prefix, so the fallback only covers error pages.
  return languageFromPrefix(locale) ?? defaultLanguage;
}

/** Turns an app path into the current language's path: `/subscriptions` → `/de/subscriptions`. */
export function useLocalizePath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(language, path), [language]);
}

/** The current path without its locale prefix, as the navigation rules read it (spec §2). */
export function useBarePath(): string {
  return barePath(useLocation().pathname);
}
