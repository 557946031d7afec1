import Stripe from 'stripe';
import type { ProviderEvent, ProviderEventBody } from '../provider-events';
import { currencyOf, declineOf, idOf } from './stripe-views';

/**
 * The events the webhook endpoint is subscribed to (docs/payments-stripe.md), and what each one
 * means to us. Anything else is stored as received and ignored.
 */
export const STRIPE_WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
  'payment_method.detached',
] as const;

/** Stripe's dispute outcome as ours: a closed inquiry without a chargeback is won for us. */
function disputeStatus(dispute: Stripe.Dispute, closed: boolean): 'open' | 'won' | 'lost' {
  if (!closed) return 'open';
  return dispute.status === 'lost' ? 'lost' : 'won';
}

const metadataOf = (intent: Stripe.PaymentIntent) => ({ ...intent.metadata });

/** A Stripe event as the port's provider event; null for a type we do not act on. */
export function normaliseStripeEvent(event: Stripe.Event): ProviderEvent | null {
  let body: ProviderEventBody;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      body = {
        kind: 'payment_succeeded',
        intentId: intent.id,
        chargeId: idOf(intent.latest_charge),
        amount: intent.amount_received || intent.amount,
        currency: currencyOf(intent.currency),
        metadata: metadataOf(intent),
      };
      break;
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      body = {
        kind: 'payment_failed',
        intentId: intent.id,
        declineCode: intent.last_payment_error
          ? declineOf(intent.last_payment_error)
          : 'generic_decline',
        metadata: metadataOf(intent),
      };
      break;
    }
    case 'payment_intent.requires_action': {
      const intent = event.data.object;
      body = { kind: 'payment_requires_action', intentId: intent.id, metadata: metadataOf(intent) };
      break;
    }
    case 'charge.refunded':
      body = { kind: 'charge_refunded', chargeId: event.data.object.id };
      break;
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      body = {
        kind: 'dispute',
        disputeId: dispute.id,
        chargeId: idOf(dispute.charge) ?? '',
        amount: dispute.amount,
        currency: currencyOf(dispute.currency),
        reason: dispute.reason,
        status: disputeStatus(dispute, event.type === 'charge.dispute.closed'),
      };
      break;
    }
    case 'payment_method.detached':
      body = { kind: 'method_detached', token: event.data.object.id };
      break;
    default:
      return null;
  }
  return {
    ...body,
    id: event.id,
    provider: 'stripe',
    type: event.type,
    occurredAt: new Date(event.created * 1000).toISOString(),
  };
}

/**
 * The SDK's signature check over the raw body (`Stripe-Signature`, the endpoint's secret, five
 * minutes' tolerance measured on our clock). Throws Stripe's SignatureVerificationError.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string,
  secret: string,
  now: Date,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(
    rawBody,
    signature,
    secret,
    Stripe.webhooks.DEFAULT_TOLERANCE,
    undefined,
    now.getTime(),
  );
}
