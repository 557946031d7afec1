import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { defaultLanguage, languageFromPrefix } from '@/i18n/locales';
import { loadCheckoutNamespace } from '@/i18n/checkout-namespace';
import { loadOrder } from './order-data';

export { OrderPage } from './order-page';

/**
 * `/order` reads the offer without blocking the page: the heading renders at once and the cards
 * replace a same-sized skeleton (no layout shift, DESIGN.md). The server renders it (or
 * pre-rendered it) with the offer; `hydrate`: the browser reads it again after hydrating, so
 * what depends on the visitor (session, referral, cookies) updates in place (decision 0140).
 */
export const orderLoader = Object.assign(
  async function orderLoader({ request, params }: LoaderFunctionArgs) {
    const language = languageFromPrefix(params.locale) ?? defaultLanguage;
    await loadCheckoutNamespace(language.languageCode);
    return { order: loadOrder(new URL(request.url).searchParams, language.code) };
  },
  { hydrate: true as const },
);

/** The choice (tier, length, add-ons) lives in the URL too; only these change what is read. */
const READ_PARAMS = [
  'offer',
  'currency',
  'referrerId',
  'referralCampaignId',
  'partner',
  'flow',
  'subscription',
];

export function shouldRevalidateOrder({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Another page, or the same URL again (an explicit revalidation): React Router decides.
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search)
    return defaultShouldRevalidate;
  return READ_PARAMS.some(
    (name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name),
  );
}
