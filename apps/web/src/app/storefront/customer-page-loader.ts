import type { LoaderFunctionArgs } from 'react-router';
import { loadStorefrontLanguage } from '@/i18n/checkout-namespace';
import { loadCustomer } from './visitor';

/**
 * The loader of a storefront page that only needs to know who is signed in (`/setup` gives their
 * activation code, `/redeem-gift` skips the account step): the strings, then the customer if any.
 */
export async function customerPageLoader({ params }: LoaderFunctionArgs) {
  await loadStorefrontLanguage(params.locale);
  return { customer: loadCustomer().catch(() => null) };
}
