import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { defaultLanguage, languageFromPrefix } from '@/i18n/locales';
import { loadCheckoutNamespace } from '@/i18n/checkout-namespace';
import { withCustomerParts } from './customer-parts';
import { loadOrder } from './order-data';

export { OrderPage } from './order-page';

/**
 * `/order` reads the offer without blocking the page: the heading renders at once and the cards
 * replace a same-sized skeleton (no layout shift, DESIGN.md). A page the server rendered (or
 * pre-rendered) reads it again once hydrated (`useFreshAfterHydration`, decision 0140).
 */
export async function orderLoader({ request, params }: LoaderFunctionArgs) {
  const language = languageFromPrefix(params.locale) ?? defaultLanguage;
  await loadCheckoutNamespace(language.languageCode);
  return { order: withCustomerParts(loadOrder(new URL(request.url).searchParams, language.code)) };
}

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
