import { Suspense, use, useEffect, useRef, useState } from 'react';
import type { GiftCardCheck } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import { ShopLayout } from '@/app/storefront/shop-layout';
import type { Customer } from '@/app/storefront/visitor';
import { usePageTitle } from '@/app/use-page-title';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { Stepper } from '@/ui/stepper';
import { GiftAccountStep } from './account-step';
import { CodeStep } from './code-step';
import { RedeemStep } from './redeem-step';

/** spec §2 gift-card redemption in three steps: enter code, create account, redeem. */
export function RedeemGiftPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const { customer } = useLoaderData<{ customer: Promise<Customer | null> }>();
  usePageTitle(t('redeem.title'));
  return (
    <ShopLayout>
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl font-bold tracking-tight">{t('redeem.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('redeem.intro')}</p>
        <Suspense
          fallback={
            <LoadingRegion label={t('shop.loading')} className="mt-6 space-y-4">
              <Skeleton className="h-8 w-72" />
              <Skeleton className="h-56 rounded-card" />
            </LoadingRegion>
          }
        >
          <Redemption load={customer} />
        </Suspense>
      </div>
    </ShopLayout>
  );
}

function Redemption({ load }: { readonly load: Promise<Customer | null> }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const customer = use(load);
  const [search] = useSearchParams();
  const [card, setCard] = useState<GiftCardCheck | null>(null);
  const [email, setEmail] = useState<string | null>(customer?.user.email ?? null);
  const step = !card ? 0 : !email ? 1 : 2;
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  const titles = [t('redeem.steps.code'), t('redeem.steps.account'), t('redeem.steps.redeem')];
  return (
    <div className="mt-6 space-y-5">
      <Stepper
        label={t('redeem.steps.label')}
        steps={titles}
        current={step}
        doneLabel={t('checkout.steps.done')}
      />
      <section
        aria-labelledby="redeem-step"
        className="rounded-card bg-surface p-5 shadow-card sm:p-6"
      >
        <h2 id="redeem-step" ref={heading} tabIndex={-1} className="mb-5 text-xl font-bold">
          {titles[step]}
        </h2>
        {step === 0 ? <CodeStep initialCode={search.get('code') ?? ''} onValid={setCard} /> : null}
        {step === 1 ? <GiftAccountStep onSignedIn={setEmail} /> : null}
        {step === 2 && card && email ? <RedeemStep card={card} email={email} /> : null}
      </section>
    </div>
  );
}
