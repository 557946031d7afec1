import { z } from 'zod';
import { ClientSecret } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * How this site's browser enters payment details (ARCHITECTURE decision 15, decisions 0150 and
 * 0151): the gateway's own frame (the sandbox, from /sandbox-gateway/), or the provider's fields
 * (Stripe's Payment Element, loaded with the publishable key). Either way no page of ours reads
 * a card number.
 */
const GatewayFrame = z.object({ kind: z.literal('gateway_frame'), frame_url: z.string() });
const ProviderFields = z.object({
  kind: z.literal('provider_fields'),
  provider: z.literal('stripe'),
  publishable_key: z.string(),
});

export const CardEntry = z
  .discriminatedUnion('kind', [GatewayFrame, ProviderFields])
  .meta({ id: 'CardEntry' });
export type CardEntry = z.infer<typeof CardEntry>;

export const PaymentGatewayInfo = z
  .object({ gateway: z.string(), card_entry: CardEntry })
  .meta({ id: 'PaymentGatewayInfo' });
export type PaymentGatewayInfo = z.infer<typeof PaymentGatewayInfo>;

export const getPaymentGateway = defineRoute({
  method: 'GET',
  path: '/api/v1/payment-gateway',
  summary: 'The payment gateway and how its card entry loads (the frame, or Stripe Elements)',
  tags: ['checkout'],
  auth: false,
  response: { 200: PaymentGatewayInfo, ...errors(400) },
});

/**
 * Saving a card without paying (spec §2 /credit_cards/edit): with the sandbox, its frame's token
 * is the method; with Stripe, a SetupIntent the Payment Element confirms (`client_secret` is
 * Stripe's, given to this browser alone), whose id and secret go to PUT /api/v2/payment-method.
 */
export const PaymentMethodSetup = z
  .discriminatedUnion('kind', [
    GatewayFrame,
    ProviderFields.extend({ setup_intent_id: z.string(), client_secret: ClientSecret }),
  ])
  .meta({ id: 'PaymentMethodSetup' });
export type PaymentMethodSetup = z.infer<typeof PaymentMethodSetup>;

export const startPaymentMethodSetup = defineRoute({
  method: 'POST',
  path: '/api/v2/payment-method/setup',
  summary: 'Start saving a payment method in the gateway’s own fields (a Stripe SetupIntent)',
  tags: ['billing'],
  auth: true,
  response: { 200: PaymentMethodSetup, ...errors(401, 502) },
});

/**
 * A Stripe event as Stripe posts it (docs.stripe.com/api/events): verified by its
 * `Stripe-Signature` over the raw body before anything reads it.
 */
export const StripeEventBody = z
  .looseObject({
    id: z.string().max(255),
    object: z.literal('event'),
    type: z.string().max(255),
    created: z.number().int(),
    data: z.looseObject({ object: z.looseObject({ id: z.string().max(255).optional() }) }),
  })
  .meta({ id: 'StripeEventBody' });

export const StripeWebhookResult = z
  .object({
    received: z.literal(true),
    duplicate: z.boolean(),
    outcome: z.enum(['processed', 'deferred', 'ignored']),
  })
  .meta({ id: 'StripeWebhookResult' });

export const stripeWebhook = defineRoute({
  method: 'POST',
  path: '/api/webhooks/stripe',
  summary: 'Stripe webhook events (signed; each stored once and processed in any order)',
  tags: ['webhooks'],
  auth: false,
  tenant: false,
  body: StripeEventBody,
  response: { 200: StripeWebhookResult, ...errors(400, 404) },
});
