import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import type { Account } from './checkout-request';
import type { PaymentChoice, PaymentValues } from './checkout-schema';
import {
  clearPending,
  readGatewayReturn,
  readPending,
  type PendingPayment,
} from './pending-payment';
import { recordPaypalAuthorisationFailed } from './tracking';
import type { usePay } from './use-pay';

function choiceOf(pending: PendingPayment): PaymentChoice {
  if (pending.request.route === 'customer') return 'stored';
  if (pending.methodType === 'paypal_express_checkout') return 'paypal';
  return pending.methodType;
}

/**
 * Back from the gateway's page (3-D Secure or PayPal approval, docs/payments-sandbox.md): the
 * form gets the buyer's address back, the URL loses the gateway's parameters (a reload does not
 * pay twice), and the same purchase is sent again. spec §4/§8: a PayPal authorisation that was
 * not approved records a failed sign-up attempt; the checkout then says why it did not pay.
 */
export function useResume({
  pay,
  form,
  onAccount,
  cleanUrl,
  customerEmail,
}: {
  readonly customerEmail: string | null;
  readonly pay: ReturnType<typeof usePay>;
  readonly form: UseFormReturn<PaymentValues>;
  readonly onAccount: (account: Account | null) => void;
  readonly cleanUrl: () => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const location = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const back = readGatewayReturn(new URLSearchParams(location.search));
    if (!back) return;
    started.current = true;
    const pending = readPending();
    cleanUrl();
    const matches =
      pending &&
      (pending.paymentIntentId === null || pending.paymentIntentId === back.paymentIntentId);
    if (!pending || !matches) {
      clearPending();
      pay.showError(t('checkout.resumeLost'), null);
      return;
    }
    form.reset({ ...form.getValues(), ...pending.residence, method: choiceOf(pending) });
    if (pending.email) onAccount({ email: pending.email, marketing: false });
    if (back.kind === 'paypal' && back.outcome !== 'approved')
      recordPaypalAuthorisationFailed(pending.email ?? customerEmail ?? '');
    pay.resume(pending);
  }, [location.search, pay, form, onAccount, cleanUrl, customerEmail, t]);
}
