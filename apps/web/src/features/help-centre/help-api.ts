import type { getHelpArticle, listHelpArticles } from '@halyard/contract';
import { data, type Params } from 'react-router';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { routeRef } from '@/app/route-ref';
import { defaultLanguage, languageFromPrefix } from '@/i18n/locales';

// The contract by type only (decision 0050): the help pages do not load zod.
const list = routeRef<typeof listHelpArticles>('GET', '/api/v1/help/articles');
const one = routeRef<typeof getHelpArticle>('GET', '/api/v1/help/articles/{slug}');

/** The page's language code for the API (the route's locale prefix). */
export const langOf = (params: Params) =>
  (languageFromPrefix(params.locale) ?? defaultLanguage).code;

export function fetchHelpArticles(
  params: Params,
  filter: { readonly section?: string; readonly q?: string },
  signal: AbortSignal,
) {
  return callApi(list, { query: { lang: langOf(params), ...filter }, signal });
}

/** One article; an article the server does not know is the page's 404. */
export async function fetchHelpArticle(params: Params, slug: string, signal: AbortSignal) {
  try {
    return await callApi(one, { params: { slug }, query: { lang: langOf(params) }, signal });
  } catch (error) {
    if (isApiError(error, 404)) throw data(null, { status: 404 });
    throw error;
  }
}
