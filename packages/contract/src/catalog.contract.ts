import { DURATION_UNITS, OFFER_KINDS } from '@halyard/domain';
import { z } from 'zod';
import { CurrencyCode, ScaledAmount } from './common.schema';
import { defineRoute, errors } from './http';
import { Entitlement } from './subscriptions.contract';

/** spec §3 a period: a length plus a unit (units spelt as the spec spells them). */
export const Period = z
  .object({
    length: z.number().int().nonnegative(),
    unit: z.enum(DURATION_UNITS),
  })
  .meta({ id: 'Period' });

/** spec §3 Price, every field. */
export const Price = z
  .object({
    id: z.string(),
    productId: z.string(),
    externalRef: z.string(),
    totalPeriod: Period,
    basePeriod: Period,
    freePeriod: Period,
    amount: ScaledAmount,
    nextPrice: ScaledAmount,
    amountPerMonth: ScaledAmount,
    amountPerDay: ScaledAmount,
    amountWithoutDiscount: ScaledAmount,
    discountAmount: ScaledAmount,
    discountPercentage: z.number().int(),
  })
  .meta({ id: 'Price' });
export type Price = z.infer<typeof Price>;

const productFields = {
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  entitlements: z.array(Entitlement),
  moneyBackGuaranteeDays: z.number().int(),
  billingType: z.literal('recurring'),
  recommended: z.boolean(),
  prices: z.array(Price),
};

/** An add-on product of an offer (spec §3 Product/offer; its own `addons` are empty). */
export const AddonProduct = z
  .object({ ...productFields, addons: z.array(z.never()) })
  .meta({ id: 'AddonProduct' });

/** spec §3 Product/offer: a plan with the add-ons that can be bought with it. */
export const OfferProduct = z
  .object({ ...productFields, addons: z.array(AddonProduct) })
  .meta({ id: 'OfferProduct' });
export type OfferProduct = z.infer<typeof OfferProduct>;

export const Offer = z
  .object({
    id: z.string(),
    kind: z.enum(OFFER_KINDS),
    currency: CurrencyCode,
    products: z.array(OfferProduct),
    /**
     * Decision 0196: with `?country=` for a consumer there who must see gross prices from this
     * tenant, the VAT the prices contain ("incl. 19 % VAT"): its rate ("19.00") and country.
     */
    includedTax: z.object({ rate: z.string(), country: z.string() }).optional(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof Offer>;

export const getOffer = defineRoute({
  method: 'GET',
  path: '/api/v1/offers/{offerId}',
  summary: "An offer's plans with entitlements, add-ons and every spec §3 price field",
  tags: ['catalog'],
  auth: false,
  params: z.object({ offerId: z.string().min(1).max(100) }),
  querystring: z.object({
    currency: CurrencyCode.default('USD'),
    /** The buyer's country as far as known (ISO 3166 alpha-2), for the included VAT. */
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
  }),
  response: { 200: Offer, ...errors(400, 404) },
});
