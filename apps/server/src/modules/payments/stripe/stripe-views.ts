import { declineFromStripe } from '@halyard/domain';
import type Stripe from 'stripe';
import {
  CURRENCIES,
  PAYMENT_METHOD_TYPES,
  type Currency,
  type DeclineCode,
  type GatewayChargeRecord,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentMethodType,
  type PaymentSourceDetails,
} from '../payment-gateway';

/** Stripe's lower-case ISO code as the port's currency (Stripe objects we made are in ours). */
export function currencyOf(code: string): Currency {
  const upper = code.toUpperCase();
  const known = CURRENCIES.find((c) => c === upper);
  if (!known) throw new Error(`Stripe answered in a currency we do not sell in: ${code}`);
  return known;
}

export const idOf = (value: string | { readonly id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Why an intent's last attempt failed, as the port's decline code (domain STRIPE_DECLINES). */
export const declineOf = (error: Stripe.PaymentIntent.LastPaymentError): DeclineCode =>
  declineFromStripe({ code: error.code ?? null, decline_code: error.decline_code ?? null });

/** The page Stripe sends the customer to for 3-D Secure or a wallet's approval, if it named one. */
export const actionUrlOf = (intent: Stripe.PaymentIntent): string | null =>
  intent.next_action?.redirect_to_url?.url ?? null;

function statusOf(intent: Stripe.PaymentIntent): PaymentIntentStatus {
  switch (intent.status) {
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'requires_payment_method';
    case 'requires_confirmation':
      return 'requires_payment_method';
    case 'requires_action':
    case 'processing':
      return 'requires_action';
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'cancelled';
    default:
      // A status this code does not know yet: nothing may be captured, nothing is settled.
      return 'requires_action';
  }
}

const methodTypeOf = (intent: Stripe.PaymentIntent): PaymentMethodType =>
  PAYMENT_METHOD_TYPES.find((type) => type === intent.metadata?.method_type) ?? 'card';

/** A Stripe PaymentIntent as the port's intent. */
export function intentView(intent: Stripe.PaymentIntent): PaymentIntent {
  const status = statusOf(intent);
  const waiting = status === 'requires_payment_method' || status === 'requires_action';
  const authorised = status === 'authorized' || status === 'succeeded';
  return {
    id: intent.id,
    methodType: methodTypeOf(intent),
    amount: intent.amount,
    currency: currencyOf(intent.currency),
    status,
    actionUrl: status === 'requires_action' ? actionUrlOf(intent) : null,
    declineCode:
      status === 'failed' && intent.last_payment_error
        ? declineOf(intent.last_payment_error)
        : status === 'cancelled'
          ? 'payment_cancelled'
          : null,
    paymentSource: authorised ? idOf(intent.payment_method) : null,
    providerClientSecret: waiting ? intent.client_secret : null,
  };
}

/** A PaymentMethod as the port's source: brand, last4 and expiry, never more. */
export function sourceView(method: Stripe.PaymentMethod): PaymentSourceDetails {
  if (method.type === 'paypal')
    return {
      token: method.id,
      kind: 'paypal',
      brand: 'paypal',
      last4: null,
      expMonth: null,
      expYear: null,
    };
  const card = method.card;
  const wallet = card?.wallet?.type;
  return {
    token: method.id,
    kind: wallet === 'apple_pay' ? 'apple_pay' : wallet === 'google_pay' ? 'google_pay' : 'card',
    brand: card?.brand ?? 'unknown',
    last4: card?.last4 ?? null,
    expMonth: card?.exp_month ?? null,
    expYear: card?.exp_year ?? null,
  };
}

/** A captured (or failed) payment as reconciliation reads it: the charge and its intent's metadata. */
export function chargeRecord(
  intent: Stripe.PaymentIntent,
  charge: Stripe.Charge,
): GatewayChargeRecord {
  const metadata = { ...intent.metadata };
  return {
    id: charge.id,
    idempotencyKey: metadata.idempotency_key ?? '',
    amount: charge.amount_captured || charge.amount,
    currency: currencyOf(charge.currency),
    status:
      intent.status === 'succeeded'
        ? 'succeeded'
        : intent.status === 'requires_action'
          ? 'requires_action'
          : 'declined',
    refundedAmount: charge.amount_refunded,
    metadata,
    createdAt: new Date(intent.created * 1000).toISOString(),
  };
}
