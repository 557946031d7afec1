import type { LoaderFunctionArgs } from 'react-router';
import { loadCustomer } from '@/app/storefront/visitor';
import { loadCheckoutNamespace } from '@/i18n/checkout-namespace';
import { defaultLanguage, languageFromPrefix } from '@/i18n/locales';

export { RedeemGiftPage } from './redeem-gift-page';

/** `/redeem-gift`: a signed-in visitor skips the account step. */
export async function redeemGiftLoader({ params }: LoaderFunctionArgs) {
  await loadCheckoutNamespace((languageFromPrefix(params.locale) ?? defaultLanguage).languageCode);
  return { customer: loadCustomer().catch(() => null) };
}
