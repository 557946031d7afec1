import type { Subscription, UserData } from '../subscriptions/types';
import type { LanguageCode } from './languages';

/** spec §3 "Page-view payload: locale, timmestamp (spelt so), subscriptionId, subscriptionKrn,
 * backendUserKrn, fullUrl, referrer." */
export interface PageViewPayload {
  readonly locale: LanguageCode;
  /** ISO-8601 instant of the view; the spec's spelling. */
  readonly timmestamp: string;
  readonly subscriptionId: string | null;
  readonly subscriptionKrn: string | null;
  readonly backendUserKrn: string | null;
  readonly fullUrl: string;
  readonly referrer: string | null;
}

export interface PageViewInput {
  readonly locale: LanguageCode;
  readonly now: Date;
  /** The subscription being tracked (see subscriptionForTracking), if any. */
  readonly subscription?: Pick<Subscription, 'subscription_id' | 'krn'> | null;
  readonly user?: Pick<UserData, 'krn'> | null;
  readonly fullUrl: string;
  /** document.referrer: an empty string means none. */
  readonly referrer?: string | null;
}

/** spec §2/§7 the page-view payload sent on each locale change (POST /api/page-view). */
export function buildPageViewPayload(input: PageViewInput): PageViewPayload {
  return {
    locale: input.locale,
    timmestamp: input.now.toISOString(),
    subscriptionId: input.subscription?.subscription_id ?? null,
    subscriptionKrn: input.subscription?.krn ?? null,
    backendUserKrn: input.user?.krn ?? null,
    fullUrl: input.fullUrl,
    referrer: input.referrer || null,
  };
}
