import type { currentUser, getFeatureFlags, listSubscriptions } from '@halyard/contract';
import { redirect } from 'react-router';
import type { Language } from '@/i18n/locales';
import { readEarlyAnswer } from './api-client';
import { isApiError } from './api-error';
import { takeEarlyAnswers } from './early-answers';
import { queryClient } from './query-client';
import { sessionQuery } from './session-query';
import { signInRedirectPath } from './sign-in-redirect';

/** The session of a portal page, or a redirect to sign in and come back (`?next=`). */
export async function requireUser(language: Language, request: Request): Promise<null> {
  // On the page load of the portal's home these calls are already under way (decision 0085).
  const early = takeEarlyAnswers();
  try {
    const session = early.session;
    await queryClient.ensureQueryData(
      session
        ? { ...sessionQuery, queryFn: () => readEarlyAnswer<typeof currentUser>(session) }
        : sessionQuery,
    );
    // Asked for now, not awaited: the navigation and the page render their skeletons meanwhile.
    const { subscriptions, features } = early;
    void import('./subscriptions-query').then(({ subscriptionsQuery }) =>
      queryClient.prefetchQuery(
        subscriptions
          ? {
              ...subscriptionsQuery,
              queryFn: () => readEarlyAnswer<typeof listSubscriptions>(subscriptions),
            }
          : subscriptionsQuery,
      ),
    );
    if (features) {
      void import('./features-query').then(({ featuresQuery }) =>
        queryClient.prefetchQuery({
          ...featuresQuery,
          queryFn: () => readEarlyAnswer<typeof getFeatureFlags>(features),
        }),
      );
    }
    return null;
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    const url = new URL(request.url);
    throw redirect(signInRedirectPath(language, url.pathname + url.search));
  }
}
