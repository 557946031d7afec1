import { redirect } from 'react-router';
import type { Language } from '@/i18n/locales';
import { isApiError } from './api-error';
import { appQueryClient } from './query-client';
import { sessionQuery } from './session-query';
import { signInRedirectPath } from './sign-in-redirect';

/**
 * The session of a portal page, or a redirect to sign in and come back (`?next=`). A page the
 * server rendered brings its session, subscriptions and flags in its HTML (decision 0140), so on
 * the first page this reads the hydrated cache.
 */
export async function requireUser(language: Language, request: Request): Promise<null> {
  const queryClient = appQueryClient();
  try {
    await queryClient.ensureQueryData(sessionQuery);
    // Asked for now, not awaited: the navigation and the page render their skeletons meanwhile.
    void import('./subscriptions-query').then(({ subscriptionsQuery }) =>
      queryClient.prefetchQuery(subscriptionsQuery),
    );
    return null;
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    const url = new URL(request.url);
    throw redirect(signInRedirectPath(language, url.pathname + url.search));
  }
}
