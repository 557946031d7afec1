import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { PromotionCodeCheck } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useNow } from '@/app/use-now';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { useHydrated } from '@/ui/use-hydrated';
import { Stepper } from '@/ui/stepper';
import { AccountStep } from './account-step';
import type { CheckoutData } from './checkout-data';
import type { Account, Residence } from './checkout-request';
import { checkoutTotals } from './checkout-totals';
import { OrderSummary } from './order-summary';
import { PromotionCodePanel } from './promotion-code-panel';
import { GATEWAY_RETURN_PARAMS, readGatewayReturn } from './pending-payment';
import { decidedTaxable, useEstimate } from './use-estimate';

const loadPaymentForm = () => import('./payment-form');
const PaymentForm = lazy(loadPaymentForm);

/** The page's own path and query without what a gateway page appended. */
function checkoutPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of GATEWAY_RETURN_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function PaymentSkeleton() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <LoadingRegion label={t('shop.loading')} className="space-y-4">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-40 w-full rounded-card" />
    </LoadingRegion>
  );
}

/**
 * The checkout's two steps (DESIGN.md): 1 account (skipped when signed in), 2 payment; the
 * summary beside them, priced for the address step 2 reports. Coming back from 3-D Secure or
 * PayPal resumes the payment at step 2.
 */
export function Checkout({ data: listed }: { readonly data: CheckoutData }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const now = useNow();
  const location = useLocation();
  const signedIn = listed.customer !== null;
  const returning = readGatewayReturn(new URLSearchParams(location.search)) !== null;
  const [account, setAccount] = useState<Account | null>(null);
  const [step, setStep] = useState<'account' | 'payment'>(
    signedIn || returning ? 'payment' : 'account',
  );
  const [residence, setResidence] = useState<Residence>({ country: '', state: '', postalCode: '' });
  // Issue 22 item 4: an applied promotion code goes with every priced call of the order.
  const [promotion, setPromotion] = useState<PromotionCodeCheck | null>(null);
  const data = useMemo(
    () => (promotion ? { ...listed, promotionCode: promotion.code } : listed),
    [listed, promotion],
  );
  const estimate = useEstimate(data, residence);
  const totals = checkoutTotals(data, estimate.estimate, now, promotion);
  const returnUrl = checkoutPath(location.pathname, location.search);
  const heading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();

  // Step 2's code is fetched while the buyer types their email, so it opens at once.
  useEffect(() => {
    const timer = setTimeout(() => void loadPaymentForm(), 1_000);
    return () => clearTimeout(timer);
  }, []);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus(); // a new step: move focus to its heading
  }, [step]);

  const steps = [t('checkout.steps.account'), t('checkout.steps.payment')];
  const email = account?.email ?? data.customer?.user.email ?? '';
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="space-y-4 lg:col-start-2 lg:row-start-1">
        <OrderSummary
          data={data}
          totals={totals}
          updating={estimate.loading}
          failed={estimate.failed}
        />
        <PromotionCodePanel data={listed} applied={promotion} onApplied={setPromotion} />
      </div>
      <section aria-labelledby="step-heading" className="space-y-5 lg:col-start-1 lg:row-start-1">
        <Stepper
          label={t('checkout.steps.label')}
          steps={steps}
          current={step === 'account' ? 0 : 1}
          doneLabel={t('checkout.steps.done')}
        />
        <div className="rounded-card bg-surface p-5 shadow-card sm:p-6">
          <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
            {step === 'account' ? t('checkout.account.title') : t('checkout.payment.title')}
          </h2>
          {step === 'payment' && email ? (
            <p className="mt-1 text-sm text-ink-muted">
              {signedIn
                ? t('checkout.payment.signedInAs', { email })
                : t('checkout.payment.buyingFor', { email })}{' '}
              {!signedIn ? (
                <button
                  type="button"
                  className="font-semibold text-brand-700 underline"
                  onClick={() => setStep('account')}
                >
                  {t('checkout.payment.changeEmail')}
                </button>
              ) : null}
            </p>
          ) : null}
          <div className="mt-5">
            {step === 'account' ? (
              <AccountStep
                initial={account ?? { email: '', marketing: false }}
                onDone={(values) => {
                  setAccount(values);
                  setStep('payment');
                }}
              />
            ) : !hydrated ? (
              // Step 2 reads this tab's pending payment and mounts the gateway's fields: the
              // browser renders it, a page from the server shows its skeleton (decision 0140).
              <PaymentSkeleton />
            ) : (
              <Suspense fallback={<PaymentSkeleton />}>
                <PaymentForm
                  data={data}
                  account={account}
                  onAccount={setAccount}
                  totals={totals}
                  onResidence={setResidence}
                  isTaxableFor={(paid) => decidedTaxable(estimate, paid)}
                  returnUrl={returnUrl}
                  resuming={returning}
                  estimateProblems={estimate.problems}
                />
              </Suspense>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
