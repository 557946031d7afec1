import { PAYMENT_METHOD_TYPES } from '@halyard/domain';
import { z } from 'zod';
import { CurrencyCode } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * The sandbox payment gateway's JSON endpoints (ARCHITECTURE decision 5). They play an external
 * PSP under their own prefix: the browser posts card details here, never to /api/*, and they take
 * no tenant header. Test cards and flows: docs/payments-sandbox.md.
 */
export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway';

export const SandboxCardTokenBody = z
  .object({
    number: z.string().max(40),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    cvc: z.string().max(8),
    name: z.string().max(200).optional(),
    postal_code: z.string().max(20).optional(),
  })
  .meta({ id: 'SandboxCardTokenBody' });
export type SandboxCardTokenBody = z.infer<typeof SandboxCardTokenBody>;

/**
 * The card as the buyer typed it into the sandbox's card frame (decision 0151): the gateway, not
 * our pages, checks it (spec §5) and tokenises it.
 */
export const SandboxCardFrameBody = z
  .object({
    number: z.string().max(40),
    expiry: z.string().max(12),
    cvc: z.string().max(8),
    postal_code: z.string().max(20).optional(),
  })
  .meta({ id: 'SandboxCardFrameBody' });
export type SandboxCardFrameBody = z.infer<typeof SandboxCardFrameBody>;

export const SandboxWalletTokenBody = z
  .object({
    wallet: z.enum(['apple_pay', 'google_pay']),
    brand: z.enum(['visa', 'mastercard', 'amex']).optional(),
    /** What charging the token does; success by default. */
    test_outcome: z
      .enum([
        'success',
        'generic_decline',
        'insufficient_funds',
        'expired_card',
        'issuer_error',
        'processing_error',
        'fraud_suspected',
      ])
      .optional(),
  })
  .meta({ id: 'SandboxWalletTokenBody' });
export type SandboxWalletTokenBody = z.infer<typeof SandboxWalletTokenBody>;

/**
 * A payment source token: brand, last4 and expiry only — never the number. `client_secret` is
 * shown once, to the browser that tokenised (decision 0101): the merchant's server needs it with
 * the token id, so a token id seen elsewhere is useless on its own.
 */
export const SandboxToken = z
  .object({
    id: z.string(),
    client_secret: z.string(),
    kind: z.enum(['card', 'apple_pay', 'google_pay']),
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  })
  .meta({ id: 'SandboxToken' });
export type SandboxToken = z.infer<typeof SandboxToken>;

export const SandboxPaymentIntent = z
  .object({
    id: z.string(),
    method_type: z.enum(PAYMENT_METHOD_TYPES),
    amount: z.number().int(),
    currency: CurrencyCode,
    status: z.enum(['requires_action', 'authorized', 'succeeded', 'cancelled', 'failed']),
    /** The approval or challenge page (a path on this site) while status is requires_action. */
    action_url: z.string().nullable(),
    decline_code: z.string().nullable(),
  })
  .meta({ id: 'SandboxPaymentIntent' });
export type SandboxPaymentIntent = z.infer<typeof SandboxPaymentIntent>;

const tags = ['sandbox-gateway'];
const tokenResponses = { 201: SandboxToken, ...errors(400, 403) };

export const createSandboxCardToken = defineRoute({
  method: 'POST',
  path: `${SANDBOX_GATEWAY_PREFIX}/v1/tokens`,
  summary: 'Sandbox PSP: tokenise a card (no tenant header; refusals: incorrect_number, …)',
  tags,
  auth: false,
  body: SandboxCardTokenBody,
  response: tokenResponses,
});

/**
 * The card frame's submit: the spec §5 checks of all three fields at once — a refusal is 400
 * `card_fields_invalid` with `fields` naming each field's form message key (`number`,
 * `expiry`, `cvc`) — then a token as /v1/tokens gives it.
 */
export const createSandboxCardFrameToken = defineRoute({
  method: 'POST',
  path: `${SANDBOX_GATEWAY_PREFIX}/v1/card-frame/tokens`,
  summary: 'Sandbox PSP: tokenise the card typed into its card frame (no tenant header)',
  tags,
  auth: false,
  body: SandboxCardFrameBody,
  response: tokenResponses,
});

export const createSandboxWalletToken = defineRoute({
  method: 'POST',
  path: `${SANDBOX_GATEWAY_PREFIX}/v1/wallet-tokens`,
  summary: 'Sandbox PSP: an Apple Pay or Google Pay token (no tenant header)',
  tags,
  auth: false,
  body: SandboxWalletTokenBody,
  response: tokenResponses,
});

export const getSandboxPaymentIntent = defineRoute({
  method: 'GET',
  path: `${SANDBOX_GATEWAY_PREFIX}/v1/payment-intents/{id}`,
  summary: 'Sandbox PSP: the state of a payment intent, for polling (no tenant header)',
  tags,
  auth: false,
  params: z.object({ id: z.string().max(64) }),
  response: { 200: SandboxPaymentIntent, ...errors(404) },
});
