import { useRef, useState } from 'react';
import type { GatewayPaymentIntent, PaymentMethodType } from '@halyard/contract';
import { isApiError } from '@/app/api-error';
import { errorText, paymentErrorText } from '@/app/storefront/payment-errors';
import type { CheckoutData } from './checkout-data';
import type { Account, RequestContext, Residence } from './checkout-request';
import { intentCheckout, intentOrder, storedMethodCheckout } from './checkout-request';
import type { CardEntryHandle, CardProblems, CardRefusal } from '@/app/payments/card-entry-types';
import { createIntent, walletToken, type CardSource } from './gateway';
import { settlePaid } from './paid';
import { clearPending, savePending, type PendingPayment } from './pending-payment';
import { submitCheckout, type CheckoutRequest } from './submit-checkout';
import { recordOrderSubmitted, writePaymentResult } from './tracking';
import type { TFunction } from 'i18next';

export type PayState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working'; readonly attempt: number; readonly of: number }
  | { readonly kind: 'leaving' }
  | { readonly kind: 'failed'; readonly message: string; readonly code: string | null };

export interface PayContext {
  readonly data: CheckoutData;
  readonly account: Account | null;
  /** The checkout page the gateway sends the buyer back to (path and query). */
  readonly returnUrl: string;
  /** The server's tax decision for an address, from its estimate (decision 0100). */
  readonly isTaxableFor: (residence: Residence) => boolean | undefined;
  readonly t: TFunction<'checkout'>;
  /** The gateway's fields found problems in the card (shown in its fields and the summary). */
  readonly onCardError: (problems: CardProblems) => void;
  /** The gateway's name, as payment results record it (GET /api/v1/payment-gateway). */
  readonly gateway: string;
  readonly go: (destination: string) => void;
  /** spec §7 xv, userSession and the page's language, read when the buyer pays. */
  readonly context: () => RequestContext;
}

const codeOf = (error: unknown) => (isApiError(error) ? error.code : null);

/**
 * The pay button's work for every method (spec §4 payment flow), as one state: working (with the
 * attempt the retry policy is on), leaving (to the gateway's page or the confirmation), or failed
 * with the message to show. A second press while one is running does nothing.
 */
export function usePay(ctx: PayContext) {
  const [state, setState] = useState<PayState>({ kind: 'idle' });
  const busy = useRef(false);
  const { data, t } = ctx;

  const fail = (error: unknown, type: string, message = errorText(t, error)) => {
    setState({ kind: 'failed', message, code: codeOf(error) });
    writePaymentResult({
      uid: data.customer?.user.krn ?? null,
      result: 'failure',
      type,
      gateway: ctx.gateway,
      flow: data.flow,
      transId: null,
      errorCode: codeOf(error),
      errorText: isApiError(error) ? error.message : message,
    });
  };

  /** Sends the purchase with the retry policy; pays, leaves for the gateway page, or fails. */
  const charge = async (request: CheckoutRequest, pending: Omit<PendingPayment, 'request'>) => {
    const answer = await submitCheckout(request, (attempt, of) =>
      setState({ kind: 'working', attempt, of }),
    );
    const type = pending.methodType;
    if (answer.kind === 'action') {
      savePending({ ...pending, request });
      setState({ kind: 'leaving' });
      window.location.assign(answer.url);
      return;
    }
    clearPending();
    if (answer.kind === 'free-trial-used')
      return fail(answer.error, type, t('checkout.freeTrialUsed'));
    if (answer.kind === 'failed') return fail(answer.error, type);
    const { destination } = settlePaid(data, answer.result);
    writePaymentResult({
      uid: data.customer?.user.krn ?? null,
      result: 'success',
      type,
      gateway: ctx.gateway,
      flow: data.flow,
      transId: answer.result.subscription.id,
      errorCode: null,
      errorText: null,
    });
    setState({ kind: 'leaving' });
    ctx.go(destination);
  };

  /** Runs one payment, guarded against a second press; a click records order submission (§4). */
  const run = async (method: string, work: () => Promise<void>, click = true) => {
    if (busy.current) return;
    busy.current = true;
    setState({ kind: 'working', attempt: 0, of: 0 });
    if (click)
      recordOrderSubmitted({
        method,
        flow: data.flow,
        offerId: data.offer.id,
        priceId: data.plan?.price.id ?? null,
      });
    try {
      await work();
    } catch (error) {
      fail(error, method);
    } finally {
      busy.current = false;
    }
  };

  const pendingBase = (
    residence: Residence,
    methodType: PaymentMethodType,
    intentId: string | null,
  ) => ({
    paymentIntentId: intentId,
    methodType,
    email: ctx.account?.email ?? null,
    residence,
    returnUrl: ctx.returnUrl,
  });

  /**
   * A payment intent for the order, confirmed with the source the gateway gave (a sandbox token)
   * or afterwards in the provider's fields (Stripe), then the checkout.
   */
  const payWithIntent = async (
    residence: Residence,
    methodType: PaymentMethodType,
    source: CardSource | null,
    entry: CardEntryHandle | null = null,
  ) => {
    const context = ctx.context();
    const intent = await createIntent({
      context,
      methodType,
      currency: data.offer.currency,
      flow: data.flow,
      subscriptionId: data.target?.subscription_id ?? null,
      source,
      order: intentOrder(data, residence),
      returnUrl: ctx.returnUrl,
    });
    const request = intentCheckout(
      data,
      ctx.account,
      residence,
      { id: intent.id, methodType, clientSecret: intent.client_secret },
      ctx.isTaxableFor(residence),
      context,
    );
    const pending = pendingBase(residence, methodType, intent.id);
    if (entry && intent.provider_client_secret) {
      // A redirect-based method (Stripe's PayPal) leaves from here: the purchase waits to resume.
      savePending({ ...pending, request });
      const confirmed = await entry.confirmPayment(intent.provider_client_secret, ctx.returnUrl);
      if (!confirmed.ok) {
        clearPending();
        return refuse(methodType, confirmed);
      }
    }
    await charge(request, pending);
  };

  /** The gateway's fields refused the card (field problems) or the provider the payment. */
  const refuse = (type: string, refusal: CardRefusal) => {
    if ('problems' in refusal) {
      ctx.onCardError(refusal.problems);
      setState({ kind: 'failed', message: t('checkout.cardProblem'), code: 'card_details' });
    } else fail(null, type, paymentErrorText(t, refusal.key));
  };

  return {
    state,
    payCard: (residence: Residence, entry: CardEntryHandle) =>
      run('card', async () => {
        const collected = await entry.collect(residence.postalCode);
        if (!collected.ok) return refuse('card', collected);
        await payWithIntent(residence, 'card', collected.source, entry);
      }),
    payWallet: (residence: Residence, wallet: 'apple_pay' | 'google_pay') =>
      run(wallet, async () => payWithIntent(residence, wallet, await walletToken(wallet))),
    payStored: (residence: Residence, fromBalance = false) =>
      run(fromBalance ? 'credit_balance' : 'stored', () =>
        charge(
          storedMethodCheckout(
            data,
            residence,
            ctx.returnUrl,
            ctx.isTaxableFor(residence),
            ctx.context(),
            fromBalance,
          ),
          pendingBase(residence, 'card', null),
        ),
      ),
    /** PayPal (spec §4): the intent exists and the button is mounted; now the buyer approves. */
    approvePaypal: (residence: Residence, intent: GatewayPaymentIntent, approvalUrl: string) =>
      run('paypal_express_checkout', async () => {
        const request = intentCheckout(
          data,
          ctx.account,
          residence,
          {
            id: intent.id,
            methodType: 'paypal_express_checkout',
            clientSecret: intent.client_secret,
          },
          ctx.isTaxableFor(residence),
          ctx.context(),
        );
        savePending({ ...pendingBase(residence, 'paypal_express_checkout', intent.id), request });
        setState({ kind: 'leaving' });
        window.location.assign(approvalUrl);
      }),
    /** Back from 3-D Secure or PayPal: the same purchase again (the server charges it once). */
    resume: (pending: PendingPayment) =>
      run(pending.methodType, () => charge(pending.request, pending), false),
    showError: (message: string, code: string | null) =>
      setState({ kind: 'failed', message, code }),
    /** A new attempt starts: an earlier failure is no longer the page's news (issue 24 item 9). */
    clearFailure: () =>
      setState((current) => (current.kind === 'failed' ? { kind: 'idle' } : current)),
  };
}
