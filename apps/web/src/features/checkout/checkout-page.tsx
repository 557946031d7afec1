import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router';
import { signInRedirectPath } from '@/app/sign-in-redirect';
import { useFreshAfterHydration } from '@/app/ssr/fresh-after-hydration';
import { BackToPlans } from '@/app/storefront/back-to-plans';
import { ShopLayout } from '@/app/storefront/shop-layout';
import { usePageTitle } from '@/app/use-page-title';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { Checkout } from './checkout';
import type { CheckoutLoad } from './checkout-data';
import { CheckoutSkeleton } from './checkout-skeleton';

/** spec §2 the two-step checkout (`/checkout?price=…`): the heading at once, the order when read. */
export function CheckoutPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const { checkout } = useLoaderData<{ checkout: Promise<CheckoutLoad> }>();
  usePageTitle(t('checkout.title'));
  return (
    <ShopLayout>
      <h1 className="text-3xl font-bold tracking-tight">{t('checkout.title')}</h1>
      {/* Shown at once, before the order is read: the buyer knows what comes (and it paints early). */}
      <p className="mt-2 text-ink-muted">{t('checkout.intro')}</p>
      <Suspense fallback={<CheckoutSkeleton />}>
        <CheckoutContent load={checkout} />
      </Suspense>
    </ShopLayout>
  );
}

function CheckoutContent({ load }: { readonly load: Promise<CheckoutLoad> }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const localize = useLocalizePath();
  const language = useLanguage();
  const location = useLocation();
  useFreshAfterHydration();
  const result = use(load);
  if (result.ok) return <Checkout data={result.data} />;
  if (result.reason === 'sign-in') {
    const here = location.pathname + location.search;
    return (
      <div className="mt-6 rounded-card bg-surface p-5 shadow-card">
        <p>{t('checkout.signInToChange')}</p>
        <Link
          className="mt-2 inline-block font-semibold text-brand-700 underline"
          to={signInRedirectPath(language, here)}
        >
          {t('checkout.account.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <BackToPlans
      message={t('checkout.unavailable')}
      linkText={t('checkout.backToPlans')}
      to={localize('/order')}
      className="mt-6"
    />
  );
}
