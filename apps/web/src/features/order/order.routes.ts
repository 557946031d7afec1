import type { LoaderFunctionArgs } from 'react-router';
import { revalidateOnSearch } from '@/app/revalidate-on-search';
import { loadStorefrontLanguage } from '@/i18n/checkout-namespace';
import type { HydrationHandle } from '@/app/ssr/hydration';
import { withCustomerParts } from './customer-parts';
import { loadOrder, type OrderLoad } from './order-data';

export { OrderPage } from './order-page';

/**
 * `/order` reads the offer without blocking the page: the heading renders at once and the cards
 * replace a same-sized skeleton (no layout shift, DESIGN.md). A page the server rendered (or
 * pre-rendered) reads it again once hydrated (`useFreshAfterHydration`, decision 0140).
 */
export async function orderLoader({ request, params }: LoaderFunctionArgs) {
  const language = await loadStorefrontLanguage(params.locale);
  return { order: withCustomerParts(loadOrder(new URL(request.url).searchParams, language.code)) };
}

/** A server-rendered `/order` hydrates once the customer's parts it shows have loaded (0231). */
export const orderHydration: HydrationHandle = {
  // No order when the page is the route's error page (its loader failed): nothing to load.
  beforeHydration: async (data) => {
    const order = (data as { order?: Promise<OrderLoad> } | undefined)?.order;
    if (order) await withCustomerParts(order);
  },
};

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

export const shouldRevalidateOrder = revalidateOnSearch((current, next) =>
  READ_PARAMS.some((name) => current.searchParams.get(name) !== next.searchParams.get(name)),
);
