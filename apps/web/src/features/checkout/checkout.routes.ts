import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { loadCheckoutNamespace } from '@/i18n/checkout-namespace';
import { defaultLanguage, languageFromPrefix } from '@/i18n/locales';
import { loadCheckout } from './checkout-data';
import { GATEWAY_RETURN_PARAMS } from './pending-payment';

export { CheckoutPage } from './checkout-page';
export { ConfirmationPage } from './confirmation-page';

/** `/checkout` reads the offer and the session without blocking the page's frame. */
export async function checkoutLoader({ request, params }: LoaderFunctionArgs) {
  const language = languageFromPrefix(params.locale) ?? defaultLanguage;
  await loadCheckoutNamespace(language.languageCode);
  return { checkout: loadCheckout(new URL(request.url).searchParams, new Date()) };
}

/** Storefront pages wait for their strings in another language (English ships with them). */
export async function confirmationLoader({ params }: LoaderFunctionArgs) {
  await loadCheckoutNamespace((languageFromPrefix(params.locale) ?? defaultLanguage).languageCode);
  return null;
}

/** Removing a gateway's return parameters (after resuming) reads nothing again. */
export function shouldRevalidateCheckout({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search)
    return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of GATEWAY_RETURN_PARAMS) params.delete(name);
    return params.toString();
  };
  return strip(currentUrl) !== strip(nextUrl);
}
