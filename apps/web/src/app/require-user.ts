import { redirect } from 'react-router';
import type { Language } from '@/i18n/locales';
import { isApiError } from './api-error';
import { queryClient } from './query-client';
import { sessionQuery } from './session-query';
import { signInRedirectPath } from './sign-in-redirect';

/** The session of a portal page, or a redirect to sign in and come back (`?next=`). */
export async function requireUser(language: Language, request: Request): Promise<null> {
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
