import { z } from 'zod';
import { ClientSecret, Instant, ScaledAmount } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * A gateway token from the sandbox's tokenise endpoint (card numbers never reach our API) with
 * the client secret the tokenise answer gave this browser alone (decision 0101): a token id
 * without its secret is refused, so a token another client made cannot be stored.
 */
export const PaymentMethodBody = z
  .object({ token: z.string().min(1).max(200), clientSecret: ClientSecret })
  .meta({ id: 'PaymentMethodBody' });

export const StoredPaymentMethod = z
  .object({
    id: z.string(),
    kind: z.string(),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    exp_month: z.number().int().nullable(),
    exp_year: z.number().int().nullable(),
    /** "Visa •••• 4242" */
    summary: z.string(),
  })
  .meta({ id: 'StoredPaymentMethod' });
export type StoredPaymentMethod = z.infer<typeof StoredPaymentMethod>;

/**
 * Issue 24 item 2 (decision 0161): a trial the new method now pays for, converting to paid at its
 * end — the first charge's date and amount (tax included), as the page says it.
 */
export const TrialRenewal = z
  .object({ subscription_id: z.string(), first_charge_date: Instant, amount: ScaledAmount })
  .meta({ id: 'TrialRenewal' });
export type TrialRenewal = z.infer<typeof TrialRenewal>;

export const updatePaymentMethod = defineRoute({
  method: 'PUT',
  path: '/api/v2/payment-method',
  summary:
    'Store a new payment method (gateway token) and use it for every subscription we bill (spec §2 /credit_cards/edit)',
  tags: ['billing'],
  auth: true,
  body: PaymentMethodBody,
  response: {
    200: z
      .object({ payment_method: StoredPaymentMethod, trial_renewals: z.array(TrialRenewal) })
      .meta({ id: 'PaymentMethodResult' }),
    ...errors(400, 401, 422, 502),
  },
});

// --- Issue 22 item 1: several stored payment methods, one the default (decision 0191) ---

/** One of the customer's stored methods as the portal lists it; `is_default` is what renewals charge. */
export const ListedPaymentMethod = StoredPaymentMethod.extend({
  is_default: z.boolean(),
  created_at: Instant,
}).meta({ id: 'ListedPaymentMethod' });
export type ListedPaymentMethod = z.infer<typeof ListedPaymentMethod>;

export const PaymentMethodList = z
  .object({ payment_methods: z.array(ListedPaymentMethod) })
  .meta({ id: 'PaymentMethodList' });
export type PaymentMethodList = z.infer<typeof PaymentMethodList>;

const PaymentMethodId = z.object({ id: z.string().min(1).max(100) });

export const listPaymentMethods = defineRoute({
  method: 'GET',
  path: '/api/v2/payment-methods',
  summary: "The customer's stored payment methods, the default first",
  tags: ['billing'],
  auth: true,
  response: { 200: PaymentMethodList, ...errors(401) },
});

export const addPaymentMethod = defineRoute({
  method: 'POST',
  path: '/api/v2/payment-methods',
  summary:
    'Store another payment method (gateway token); it becomes the default only when it is the first',
  tags: ['billing'],
  auth: true,
  body: PaymentMethodBody,
  response: {
    201: z
      .object({
        payment_method: ListedPaymentMethod,
        payment_methods: z.array(ListedPaymentMethod),
        trial_renewals: z.array(TrialRenewal),
      })
      .meta({ id: 'AddedPaymentMethod' }),
    ...errors(400, 401, 422, 502),
  },
});

export const makeDefaultPaymentMethod = defineRoute({
  method: 'POST',
  path: '/api/v2/payment-methods/{id}/default',
  summary: 'Make a stored method the default every subscription we bill renews with',
  tags: ['billing'],
  auth: true,
  params: PaymentMethodId,
  body: z.object({}).nullish(),
  response: { 200: PaymentMethodList, ...errors(400, 401, 404) },
});

export const removePaymentMethod = defineRoute({
  method: 'DELETE',
  path: '/api/v2/payment-methods/{id}',
  summary:
    'Remove a stored method (refused while it is the only method of an automatically renewing subscription)',
  tags: ['billing'],
  auth: true,
  params: PaymentMethodId,
  body: z.object({}).nullish(),
  response: { 200: PaymentMethodList, ...errors(400, 401, 404, 409) },
});
