import { z } from 'zod';
import {
  CheckoutBillingDetails,
  CheckoutFlow,
  OrderFields,
  ResidenceFields,
  SubscriptionItemType,
} from './checkout-common.schema';
import { CurrencyCode, Instant, ScaledAmount, SubscriptionId } from './common.schema';
import { defineRoute, errors } from './http';

/** Body not shown in the spec (decision 0021): the order's prices and the address of tax. */
export const EstimateBody = z
  .object({
    ...OrderFields,
    flow: CheckoutFlow.default('order'),
    subscriptionId: SubscriptionId.optional(),
    customer: z.object(ResidenceFields),
    ...CheckoutBillingDetails,
  })
  .meta({ id: 'EstimateBody' });
export type EstimateBody = z.infer<typeof EstimateBody>;

export const EstimateLine = z
  .object({
    priceId: z.string(),
    productId: z.string(),
    itemType: SubscriptionItemType,
    description: z.string(),
    amount: ScaledAmount,
    amountWithoutDiscount: ScaledAmount,
    discountAmount: ScaledAmount,
  })
  .meta({ id: 'EstimateLine' });

/**
 * The order's totals: subtotal − discount + tax = total, exactly what the checkout charges.
 * `isTaxable` is the server's tax decision for the address (decision 0100): what the checkout's
 * `isTaxable` must say if it says anything. `taxRate` is a decimal percentage ("7.25").
 * `renewal` is the first renewal: the next prices with the same tax rate, and its date.
 */
export const EstimateResult = z
  .object({
    currency: CurrencyCode,
    lines: z.array(EstimateLine),
    subtotal: ScaledAmount,
    discount: ScaledAmount,
    isTaxable: z.boolean(),
    taxRate: z.string(),
    tax: ScaledAmount,
    total: ScaledAmount,
    /**
     * Decision 0218: what the signed-in buyer's credit balance pays of `total` (0 otherwise),
     * and what is left to pay with the payment method (`total − creditApplied`).
     */
    creditApplied: ScaledAmount.optional(),
    amountDue: ScaledAmount.optional(),
    /** EU reverse charge applies to this buyer (decision 0190): no VAT, the invoice says why. */
    reverseCharge: z.boolean().optional(),
    /** Decision 0196: prices are gross — `tax` is the VAT contained in `total`, not added. */
    taxIncluded: z.boolean().optional(),
    /** The country whose VAT `taxRate` is ("DE"), named next to an included rate. */
    taxCountry: z.string().optional(),
    renewal: z.object({
      amount: ScaledAmount,
      tax: ScaledAmount,
      total: ScaledAmount,
      date: Instant,
    }),
    /** Issue 22 item 4: the applied code and what it takes off (part of `discount`). */
    promotion: z.object({ code: z.string(), discount: ScaledAmount }).nullable().optional(),
  })
  .meta({ id: 'EstimateResult' });
export type EstimateResult = z.infer<typeof EstimateResult>;

export const estimate = defineRoute({
  method: 'POST',
  path: '/api/v1/estimate',
  summary: 'Totals of an order for an address: subtotal, discount, tax, total and renewal',
  tags: ['checkout'],
  auth: false,
  body: EstimateBody,
  response: { 200: EstimateResult, ...errors(400, 403, 409, 429) },
});
