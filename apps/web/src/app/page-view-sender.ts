import { recordPageView } from '@halyard/contract';
import { buildPageViewPayload, subscriptionForTracking } from '@halyard/domain';
import type { Language } from '@/i18n/locales';
import { callApi } from './api-client';
import { queryClient } from './query-client';
import { sessionQuery } from './session-query';
import { subscriptionsQuery, toPortalSubscriptions } from './subscriptions-query';

/** The tracked subscription (spec §4) of a signed-in visitor; never asks for a session itself. */
async function trackedSubscription(now: Date) {
  if (!queryClient.getQueryData(sessionQuery.queryKey)) return null;
  const data = await queryClient.ensureQueryData(subscriptionsQuery).catch(() => null);
  return data ? subscriptionForTracking(toPortalSubscriptions(data), now) : null;
}

/** spec §3 page-view payload to spec §7 POST /api/page-view. */
export async function sendPageView(
  language: Language,
  fullUrl: string,
  referrer: string,
): Promise<void> {
  const now = new Date();
  const session = queryClient.getQueryData(sessionQuery.queryKey);
  const subscription = await trackedSubscription(now);
  const body = buildPageViewPayload({
    locale: language.code,
    now,
    subscription,
    user: session?.user ?? null,
    fullUrl,
    referrer,
  });
  await callApi(recordPageView, { body });
}
