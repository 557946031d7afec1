import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentPageViewId } from '@/app/page-view-id';
import { signInRedirectPath } from '@/app/sign-in-redirect';
import { useNow } from '@/app/use-now';
import type { CardEntryHandle, CardProblems } from '@/app/payments/card-entry-types';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import type { CheckoutData } from './checkout-data';
import { overlapOf, xvOf, type Account, type Residence } from './checkout-request';
import { paymentSchema, type PaymentValues } from './checkout-schema';
import type { CheckoutTotals } from './checkout-totals';
import { PaymentStep } from './payment-step';
import { storedChoiceLabel } from './stored-choice';
import { usePay } from './use-pay';
import { useGatewayName } from './use-gateway-name';
import { useResume } from './use-resume';
import { useCompanyDetails } from './company-details';

/**
 * Step 2's form and payment work, loaded when the buyer reaches it (the form library and the
 * schemas are not part of the checkout's first load, decision 0050). It reports the address to
 * the page, which asks for the estimate the summary shows.
 */
export default function PaymentForm({
  data,
  account,
  onAccount,
  totals,
  onResidence,
  isTaxableFor,
  returnUrl,
  resuming,
  estimateProblems,
}: {
  /** The estimate's field problems (a company's VAT ID, decision 0198). */
  readonly estimateProblems?: Readonly<Record<string, string>> | undefined;
  readonly data: CheckoutData;
  readonly account: Account | null;
  readonly onAccount: (account: Account | null) => void;
  readonly totals: CheckoutTotals;
  readonly onResidence: (residence: Residence) => void;
  /** The server's tax decision for an address, from its estimate (decision 0100). */
  readonly isTaxableFor: (residence: Residence) => boolean | undefined;
  readonly returnUrl: string;
  readonly resuming: boolean;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const language = useLanguage();
  const storedLabel = storedChoiceLabel(t, data);
  const now = useNow();
  // Issue 24 item 5: a plan beside a running one is bought on purpose, confirmed here.
  const overlap = overlapOf(data, now);
  const [confirmed, setConfirmed] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const form = useForm<PaymentValues>({
    resolver: zodResolver(paymentSchema()),
    defaultValues: {
      country: '',
      state: '',
      postalCode: '',
      method: storedLabel ? 'stored' : 'card',
      giftCode: '',
    },
  });
  const [country, state, postalCode] = useWatch({
    control: form.control,
    name: ['country', 'state', 'postalCode'],
  });
  const company = useCompanyDetails(country, estimateProblems);
  const companyBody = company.body;
  useEffect(
    () => onResidence({ country, state, postalCode, company: companyBody }),
    [onResidence, country, state, postalCode, companyBody],
  );

  // The gateway's card fields (decision 0151): this form asks them for a source, and shows the
  // problems they report; it never holds the card.
  const cardEntry = useRef<CardEntryHandle>(null);
  const [cardProblems, setCardProblems] = useState<CardProblems>({});
  const gateway = useGatewayName();
  const pay = usePay({
    data,
    account,
    returnUrl,
    isTaxableFor,
    t,
    gateway: gateway ?? 'sandbox',
    onCardError: (problems) => {
      setCardProblems(problems);
      const first = (['number', 'expiry', 'cvc'] as const).find((field) => problems[field]);
      if (first) cardEntry.current?.focus(first);
    },
    context: () => ({
      locale: language.code,
      xv: xvOf(data, language.code),
      userSession: { pageViewId: currentPageViewId() },
      ...(overlap && { confirmSecondSubscription: confirmed }),
    }),
    go: (destination) => {
      const local = destination.startsWith('/') && !destination.startsWith('//');
      if (local) void navigate(localize(destination));
      else window.location.assign(destination);
    },
  });
  useResume({
    pay,
    form,
    onAccount,
    cleanUrl: () => void navigate(returnUrl, { replace: true }),
    customerEmail: data.customer?.user.email ?? null,
  });

  return (
    <PaymentStep
      data={data}
      form={form}
      pay={pay}
      gateway={gateway}
      cardEntry={cardEntry}
      cardProblems={cardProblems}
      onCardProblems={setCardProblems}
      totals={totals}
      email={account?.email ?? data.customer?.user.email ?? ''}
      storedLabel={storedLabel}
      returnUrl={returnUrl}
      signInHref={signInRedirectPath(language, returnUrl)}
      resuming={resuming}
      company={company}
      second={
        overlap
          ? {
              overlap,
              confirmed,
              error: unconfirmed,
              ref: confirmRef,
              onChange: (value: boolean) => {
                setConfirmed(value);
                if (value) setUnconfirmed(false);
              },
              /** Before paying: false (and the box says why) while it is not confirmed. */
              check: () => {
                if (confirmed) return true;
                setUnconfirmed(true);
                confirmRef.current?.focus();
                return false;
              },
            }
          : null
      }
    />
  );
}
