import { useEffect, useMemo, useState, type RefObject } from 'react';
import type { GatewayPaymentIntent } from '@halyard/contract';
import { checkPaypalPreconditions, checkResidence, PAYPAL_BUTTON_STYLE } from '@halyard/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardEntry } from '@/app/payments/card-entry';
import type { CardEntryHandle, CardProblems, CardPurpose } from '@/app/payments/card-entry-types';
import { cardProblemTexts } from '@/app/payments/card-save-form';
import { useFormatMoney } from '@/app/storefront/format';
import type { StoreSubscription } from '@/app/storefront/visitor';
import { paymentErrorText } from '@/app/storefront/payment-errors';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/ui/error-summary';
import type { CheckoutData } from './checkout-data';
import { intentOrder, xvOf } from './checkout-request';
import type { PaymentChoice, PaymentValues } from './checkout-schema';
import { amountToPay, type CheckoutTotals } from './checkout-totals';
import { fieldMessageText } from './field-messages';
import { GiftCardPanel } from './gift-card-panel';
import { MethodChoice } from './method-choice';
import { PayStatus } from './pay-status';
import { PaypalPanel } from './paypal-panel';
import { Guarantee, PaymentAgreement, RenewalTerms } from './renewal-terms';
import { ResidenceFields } from './residence-fields';
import { CompanyDetails, type CompanyDetailsState } from './company-details';
import { SecondPlanConfirm } from './second-plan-confirm';
import type { usePay } from './use-pay';
import { ApplePayButton, GooglePayButton } from './wallet-buttons';

const ADDRESS_FIELDS = ['country', 'state', 'postalCode'] as const;
const CARD_FIELDS = ['number', 'expiry', 'cvc'] as const;

/**
 * Step 2, the payment: the billing address (it decides tax), the method, and the pay button with
 * the honest renewal terms and the guarantee beside it (DESIGN.md).
 */
export function PaymentStep({
  data,
  form,
  pay,
  gateway,
  cardEntry,
  cardProblems,
  onCardProblems,
  totals,
  email,
  storedLabel,
  returnUrl,
  signInHref,
  resuming,
  second,
  company,
}: {
  /** Issue 22 item 2 (decision 0198): "buying for a company" and its billing details. */
  readonly company: CompanyDetailsState;
  /** Issue 24 item 5: the confirmation a second subscription needs, when one would start. */
  readonly second: {
    readonly overlap: StoreSubscription;
    readonly confirmed: boolean;
    readonly error: boolean;
    readonly ref: RefObject<HTMLInputElement | null>;
    readonly onChange: (checked: boolean) => void;
    readonly check: () => boolean;
  } | null;
  /** Back from a gateway page: the payment resumes, so no new PayPal intent is made. */
  readonly resuming: boolean;
  readonly data: CheckoutData;
  readonly form: UseFormReturn<PaymentValues>;
  readonly pay: ReturnType<typeof usePay>;
  /** The gateway's name once known ('stripe': its Payment Element offers wallets and PayPal). */
  readonly gateway: string | null;
  readonly cardEntry: RefObject<CardEntryHandle | null>;
  readonly cardProblems: CardProblems;
  readonly onCardProblems: (problems: CardProblems) => void;
  readonly totals: CheckoutTotals;
  readonly email: string;
  readonly storedLabel: string | null;
  readonly returnUrl: string;
  readonly signInHref: string;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const language = useLanguage();
  const money = useFormatMoney();
  const { errors } = form.formState;
  const [method, country, state, postalCode] = useWatch({
    control: form.control,
    name: ['method', 'country', 'state', 'postalCode'],
  });
  // The PayPal intent is priced for the address, so it waits for a complete one (decision 0101).
  const addressComplete =
    Object.keys(checkResidence({ country, region: state, postalCode })).length === 0;
  const paypalOrder = addressComplete
    ? intentOrder(data, { country, state, postalCode, company: company.body })
    : null;
  const busy = pay.state.kind === 'working' || pay.state.kind === 'leaving';
  const changesSubscription = data.flow === 'edit_subscription' || data.flow === 'add_addon';
  // With Stripe, Apple Pay, Google Pay and PayPal are tabs of its Payment Element (decision 0151).
  const ownWallets = gateway !== 'stripe';
  const choices: PaymentChoice[] = [
    ...(storedLabel ? (['stored'] as const) : []),
    'card',
    ...(ownWallets ? (['google_pay', 'apple_pay', 'paypal'] as const) : []),
    ...(changesSubscription ? [] : (['gift_card'] as const)),
  ];
  const { currency } = data.offer;
  const amount = amountToPay(totals).unscaledValue;
  // Decision 0218 addendum: the server's estimate says the credit balance pays it all — no
  // method is asked for and no card field is mounted; the server checks the balance again.
  const fromBalance =
    data.customer !== null && totals.credit !== undefined && totals.credit.due.unscaledValue === 0;
  const purpose = useMemo<CardPurpose>(
    () => ({ kind: 'payment', amount, currency }),
    [amount, currency],
  );
  const cardTexts = cardProblemTexts(t, cardProblems);
  // The pay button waits for the gateway's card fields (a new frame each time card is chosen).
  const [cardReady, setCardReady] = useState(false);
  useEffect(() => {
    if (method !== 'card') setCardReady(false);
  }, [method]);
  const residenceOf = (v: PaymentValues) => ({
    country: v.country,
    state: v.state,
    postalCode: v.postalCode,
    company: company.body,
  });

  const onValid = (values: PaymentValues) => {
    if (second && !second.check()) return;
    if (!company.check()) return;
    const residence = residenceOf(values);
    if (fromBalance) pay.payStored(residence, true);
    else if (values.method === 'card') {
      onCardProblems({});
      if (cardEntry.current) pay.payCard(residence, cardEntry.current);
    } else if (values.method === 'stored') pay.payStored(residence);
    else if (values.method === 'google_pay' || values.method === 'apple_pay')
      pay.payWallet(residence, values.method);
  };

  // spec §5: PayPal needs the stored intent, a price in the currency, an email, a country and a US state.
  const onPaypal = (intent: GatewayPaymentIntent, approvalUrl: string) =>
    void form.handleSubmit((values) => {
      if (second && !second.check()) return;
      if (!company.check()) return;
      const plan = data.plan ?? data.addons[0];
      const ready = checkPaypalPreconditions({
        paymentIntentId: intent.id,
        product: plan ? { id: plan.product.id, prices: [plan.price] } : null,
        currency: data.offer.currency,
        email,
        countryCode: values.country,
        stateCode: values.state,
      });
      if (!ready.ok) pay.showError(paymentErrorText(t, ready.errorKey), ready.errorKey);
      else pay.approvePaypal(residenceOf(values), intent, approvalUrl);
    })();

  const fieldItem = (field: (typeof ADDRESS_FIELDS)[number] | 'giftCode') => {
    const text = fieldMessageText(t, errors[field]?.message);
    return text ? [{ id: field, text, onSelect: () => form.setFocus(field) }] : [];
  };
  const summary: ErrorSummaryItem[] = [
    ...ADDRESS_FIELDS.flatMap(fieldItem),
    ...(method === 'card' && !fromBalance
      ? CARD_FIELDS.flatMap((field) => {
          const text = cardTexts[field];
          const onSelect = () => cardEntry.current?.focus(field);
          return text ? [{ id: `card-${field}`, text, onSelect }] : [];
        })
      : []),
    ...fieldItem('giftCode'),
  ];
  if (pay.state.kind === 'failed') summary.push({ id: 'payment', text: pay.state.message });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The summary then lists only what this attempt found, never an older "Something went wrong".
        if (!busy) pay.clearFailure();
        return form.handleSubmit(onValid)(event);
      }}
      className="space-y-6"
    >
      {summary.length ? (
        <div className="space-y-2">
          <ErrorSummary title={t('checkout.errorTitle')} items={summary} />
          {pay.state.kind === 'failed' && pay.state.code === 'account_exists' ? (
            <Link to={signInHref} className="font-semibold text-brand-700 underline">
              {t('checkout.account.signIn')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <ResidenceFields register={form.register} errors={errors} country={country} />
      <CompanyDetails company={company} />
      {fromBalance && totals.credit ? (
        <div className="rounded-card border border-border p-4" data-testid="paid-from-balance">
          <p className="font-semibold">{t('checkout.balance.title')}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {t('checkout.balance.explain', { amount: money(totals.credit.applied) })}
          </p>
        </div>
      ) : (
        <MethodChoice
          choices={choices}
          value={method}
          register={form.register}
          storedLabel={storedLabel}
        />
      )}
      {fromBalance ? null : (
        <div className="rounded-card border border-border p-4">
          {method === 'card' ? (
            <CardEntry
              handle={cardEntry}
              purpose={purpose}
              errors={cardTexts}
              onSubmit={() => void form.handleSubmit(onValid)()}
              onReady={() => setCardReady(true)}
              onInput={(field) =>
                cardProblems[field] && onCardProblems({ ...cardProblems, [field]: undefined })
              }
            />
          ) : null}
          {method === 'stored' ? (
            <p>{t('checkout.methods.storedExplain', { method: storedLabel })}</p>
          ) : null}
          {method === 'google_pay' ? (
            <GooglePayButton pending={busy} onClick={() => void form.handleSubmit(onValid)()} />
          ) : null}
          {method === 'apple_pay' ? (
            <ApplePayButton pending={busy} onClick={() => void form.handleSubmit(onValid)()} />
          ) : null}
          {method === 'paypal' && (busy || resuming) ? (
            <div
              aria-hidden="true"
              style={{ height: PAYPAL_BUTTON_STYLE.height }}
              className="rounded-full bg-skeleton motion-safe:animate-pulse"
            />
          ) : null}
          {method === 'paypal' && !busy && !resuming ? (
            <PaypalPanel
              currency={data.offer.currency}
              flow={data.flow}
              subscriptionId={data.target?.subscription_id ?? null}
              order={paypalOrder}
              returnUrl={returnUrl}
              pending={busy}
              onApprove={onPaypal}
              xv={xvOf(data, language.code)}
            />
          ) : null}
          {method === 'gift_card' ? (
            <GiftCardPanel
              register={form.register}
              error={errors.giftCode?.message}
              getCode={() => form.getValues('giftCode')}
            />
          ) : null}
        </div>
      )}
      {second ? (
        <SecondPlanConfirm
          ref={second.ref}
          overlap={second.overlap}
          checked={second.confirmed}
          onChange={second.onChange}
          error={second.error}
        />
      ) : null}
      <div className="space-y-3">
        {fromBalance || method === 'card' || method === 'stored' ? (
          <Button
            type="submit"
            pending={busy}
            disabled={!fromBalance && method === 'card' && !cardReady}
            className="w-full text-lg"
          >
            {busy
              ? t('checkout.pay.processing')
              : fromBalance
                ? t('checkout.balance.pay')
                : totals.tax
                  ? t('checkout.pay.button', { amount: money(amountToPay(totals)) })
                  : t('checkout.pay.buttonNoAmount')}
          </Button>
        ) : null}
        <PayStatus state={pay.state} />
        <RenewalTerms totals={totals} className="text-sm text-ink" />
        <Guarantee days={(data.plan ?? data.addons[0])?.product.moneyBackGuaranteeDays ?? 0} />
        <PaymentAgreement />
      </div>
    </form>
  );
}
