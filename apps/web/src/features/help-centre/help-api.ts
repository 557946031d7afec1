import * as routes from '@halyard/contract/route-refs';
import { data, type Params } from 'react-router';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { defaultLanguage, languageFromPrefix } from '@/i18n/locales';

// The contract by type only (decision 0050): the help pages do not load zod.

/** The page's language code for the API (the route's locale prefix). */
export const langOf = (params: Params) =>
  (languageFromPrefix(params.locale) ?? defaultLanguage).code;

export function fetchHelpArticles(
  params: Params,
  filter: { readonly section?: string; readonly q?: string },
  signal: AbortSignal,
) {
  return callApi(routes.listHelpArticles, { query: { lang: langOf(params), ...filter }, signal });
}

/** One article; an article the server does not know is the page's 404. */
export async function fetchHelpArticle(params: Params, slug: string, signal: AbortSignal) {
  try {
    return await callApi(routes.getHelpArticle, {
      params: { slug },
      query: { lang: langOf(params) },
      signal,
    });
  } catch (error) {
    if (isApiError(error, 404)) throw data(null, { status: 404 });
    throw error;
  }
}
