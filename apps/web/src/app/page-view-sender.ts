import type { currentUser } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { buildPageViewPayload, subscriptionForTracking } from '@halyard/domain';
import type { Language } from '@/i18n/locales';
import { callApi } from './api-client';
import { loadedQueryClient } from './loaded-query-client';

// The contract by type only, and the query cache only if a page loaded it: the sender is a plain
// fetch that brings neither zod nor TanStack Query to the storefront (decision 0085).
type Session = Awaited<ReturnType<typeof callApi<typeof currentUser>>>;

/**
 * The signed-in visitor as the query cache knows them (spec §4: the tracked subscription); never
 * asks for a session itself. No cache loaded means no session read yet.
 */
async function signedInVisitor(now: Date) {
  const client = loadedQueryClient();
  if (!client) return { user: null, subscription: null };
  const [{ sessionQuery }, { subscriptionsQuery, toPortalSubscriptions }] = await Promise.all([
    import('./session-query'),
    import('./subscriptions-query'),
  ]);
  const session: Session | undefined = client.getQueryData(sessionQuery.queryKey);
  if (!session) return { user: null, subscription: null };
  const data = await client.ensureQueryData(subscriptionsQuery).catch(() => null);
  return {
    user: session.user,
    subscription: data ? subscriptionForTracking(toPortalSubscriptions(data), now) : null,
  };
}

/** spec §3 page-view payload to spec §7 POST /api/page-view. */
export async function sendPageView(
  language: Language,
  fullUrl: string,
  referrer: string,
): Promise<void> {
  const now = new Date();
  const { user, subscription } = await signedInVisitor(now);
  const body = buildPageViewPayload({
    locale: language.code,
    now,
    subscription,
    user,
    fullUrl,
    referrer,
  });
  await callApi(routes.recordPageView, { body });
}
