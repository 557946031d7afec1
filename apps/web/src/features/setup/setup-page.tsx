import { Suspense, use } from 'react';
import { activeSubscriptions } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { signInRedirectPath } from '@/app/sign-in-redirect';
import { downloadHref } from '@/app/site-href';
import { ShopLayout } from '@/app/storefront/shop-layout';
import type { Customer } from '@/app/storefront/visitor';
import { useNow } from '@/app/use-now';
import { usePageTitle } from '@/app/use-page-title';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { SectionCard } from '@/ui/section-card';
import { CopyButton } from './copy-button';
import { DEVICES } from './devices';

/** `/setup` after a purchase: the activation code and the apps to download per device. */
export function SetupPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const { customer } = useLoaderData<{ customer: Promise<Customer | null> }>();
  usePageTitle(t('setup.title'));
  return (
    <ShopLayout secure={false}>
      <div className="mx-auto max-w-3xl space-y-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('setup.title')}</h1>
          <p className="mt-2 text-ink-muted">{t('setup.intro')}</p>
        </div>
        <Suspense
          fallback={
            <LoadingRegion label={t('shop.loading')}>
              <Skeleton className="h-36 rounded-card" />
            </LoadingRegion>
          }
        >
          <ActivationCode load={customer} />
        </Suspense>
        <Downloads />
      </div>
    </ShopLayout>
  );
}

/**
 * The activation code: spec §2 "taken from the first active subscription's setup link token"
 * (domain `activeSubscriptions`), for a signed-in customer.
 */
function ActivationCode({ load }: { readonly load: Promise<Customer | null> }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const now = useNow();
  const language = useLanguage();
  const localize = useLocalizePath();
  const customer = use(load);
  const token = customer
    ? (activeSubscriptions(customer.subscriptions, now)[0]?.setup_link_token ?? null)
    : null;
  return (
    <SectionCard boldHeading title={t('setup.codeTitle')} className="min-h-36">
      {token ? (
        <>
          <p className="mt-1 text-sm text-ink-muted">{t('setup.codeHelp')}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <code className="rounded-control bg-surface-muted px-3 py-2 font-mono text-lg break-all">
              {token}
            </code>
            <CopyButton text={token} label={t('setup.copyLabel')} />
          </div>
        </>
      ) : customer ? (
        <p className="mt-2">
          {t('setup.noSubscription')}{' '}
          <Link className="font-semibold text-brand-700 underline" to={localize('/order')}>
            {t('setup.choosePlan')}
          </Link>
        </p>
      ) : (
        <p className="mt-2">
          <Link
            className="font-semibold text-brand-700 underline"
            to={signInRedirectPath(language, localize('/setup'))}
          >
            {t('setup.signIn')}
          </Link>
        </p>
      )}
    </SectionCard>
  );
}

/**
 * The apps per device, each under its id (`/setup#windows`: the footer's download links lead
 * here, issue 17); a download is the marketing site's page, or the install guide's section.
 */
function Downloads() {
  const { t } = useTranslation(CHECKOUT_NS);
  const localize = useLocalizePath();
  return (
    <SectionCard boldHeading title={t('setup.downloadsTitle')}>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {DEVICES.map((device) => (
          <li key={device.id} id={device.id} className="scroll-mt-4">
            <a
              href={downloadHref(device.id, device.path, localize)}
              className="flex min-h-11 items-center justify-between rounded-control border border-border px-4 py-2 font-medium hover:bg-surface-muted"
            >
              {t(`setup.devices.${device.id}`)}
              <span className="text-sm text-brand-700">{t('setup.download')}</span>
            </a>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
