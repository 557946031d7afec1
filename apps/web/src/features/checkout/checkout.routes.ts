import type { LoaderFunctionArgs } from 'react-router';
import { revalidateOnSearch } from '@/app/revalidate-on-search';
import { loadStorefrontLanguage } from '@/i18n/checkout-namespace';
import { loadCheckout } from './checkout-data';
import { GATEWAY_RETURN_PARAMS } from './pending-payment';

export { CheckoutPage } from './checkout-page';
export { ConfirmationPage } from './confirmation-page';

/** `/checkout` reads the offer and the session without blocking the page's frame. */
export async function checkoutLoader({ request, params }: LoaderFunctionArgs) {
  await loadStorefrontLanguage(params.locale);
  return { checkout: loadCheckout(new URL(request.url).searchParams, new Date()) };
}

/** Storefront pages wait for their strings in another language (English ships with them). */
export async function confirmationLoader({ params }: LoaderFunctionArgs) {
  await loadStorefrontLanguage(params.locale);
  return null;
}

/** Removing a gateway's return parameters (after resuming) reads nothing again. */
function withoutGatewayReturn(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of GATEWAY_RETURN_PARAMS) params.delete(name);
  return params.toString();
}
export const shouldRevalidateCheckout = revalidateOnSearch(
  (current, next) => withoutGatewayReturn(current) !== withoutGatewayReturn(next),
);
