import type { LoaderFunctionArgs } from 'react-router';
import { loadCustomer } from '@/app/storefront/visitor';
import { loadCheckoutNamespace } from '@/i18n/checkout-namespace';
import { defaultLanguage, languageFromPrefix } from '@/i18n/locales';

export { SetupPage } from './setup-page';

/** `/setup`: the signed-in customer's subscriptions give the activation code. */
export async function setupLoader({ params }: LoaderFunctionArgs) {
  await loadCheckoutNamespace((languageFromPrefix(params.locale) ?? defaultLanguage).languageCode);
  return { customer: loadCustomer().catch(() => null) };
}
