import { DURATION_UNITS, OFFER_KINDS, PLAN_TIERS } from '@halyard/domain';
import { z } from 'zod';
import { StaffReason } from './admin-auth.contract';
import { Instant, ScaledAmount } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * Issue 16 item 4 (decision 0175): offers, prices per plan × length × currency, free periods and
 * gift-card batches. A price change is a new version: new checkouts read it, subscriptions keep
 * the renewal price they were sold at.
 */
const Period = z.object({ length: z.number().int().min(0).max(36), unit: z.enum(DURATION_UNITS) });

export const AdminPrice = z
  .object({
    id: z.string(),
    offer_id: z.string(),
    product_id: z.string(),
    product: z.string(),
    currency: z.string(),
    months: z.number().int(),
    amount: ScaledAmount,
    next_amount: ScaledAmount,
    discount_percentage: z.number().int(),
    free_period: Period,
    version: z.number().int(),
    changed_at: Instant.nullable(),
  })
  .meta({ id: 'AdminPrice' });
export type AdminPrice = z.infer<typeof AdminPrice>;

export const AdminOffer = z
  .object({ id: z.string(), kind: z.enum(OFFER_KINDS), name: z.string(), prices: z.number().int() })
  .meta({ id: 'AdminOffer' });

export const getAdminCatalogue = defineRoute({
  method: 'GET',
  path: '/api/admin/catalogue',
  summary: 'Back office: offers and their prices, with each price’s version',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.read',
  response: {
    200: z.object({ offers: z.array(AdminOffer), prices: z.array(AdminPrice) }),
    ...errors(400, 401, 403),
  },
});

export const AdminOfferBody = StaffReason.extend({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'Lower-case letters, digits and hyphens, 2 to 40.'),
  name: z.string().trim().min(2).max(80),
  kind: z.enum(OFFER_KINDS),
  /** The new offer starts with a copy of this offer's prices (same amounts, new ids). */
  copy_prices_from: z.string().min(1).max(100),
}).meta({ id: 'AdminOfferBody' });

export const createAdminOffer = defineRoute({
  method: 'POST',
  path: '/api/admin/offers',
  summary: 'Back office: a new offer, its prices copied from another offer',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.write',
  body: AdminOfferBody,
  response: { 201: z.object({ offer: AdminOffer }), ...errors(400, 401, 403, 404, 409) },
});

export const AdminPriceBody = StaffReason.extend({
  amount: z.number().int().min(0).max(10_000_000),
  next_amount: z.number().int().min(0).max(10_000_000),
  discount_percentage: z.number().int().min(0).max(100),
  free_period: Period,
}).meta({ id: 'AdminPriceBody' });

export const changeAdminPrice = defineRoute({
  method: 'PUT',
  path: '/api/admin/prices/{priceId}',
  summary: 'Back office: a new version of a price, for new checkouts from now on',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.write',
  params: z.object({ priceId: z.string().min(1).max(100) }),
  body: AdminPriceBody,
  response: { 200: z.object({ price: AdminPrice }), ...errors(400, 401, 403, 404, 409) },
});

export const PriceVersion = z
  .object({
    version: z.number().int(),
    amount: ScaledAmount,
    next_amount: ScaledAmount,
    discount_percentage: z.number().int(),
    free_period: Period,
    effective_from: Instant,
    reason: z.string().nullable(),
  })
  .meta({ id: 'PriceVersion' });

export const listPriceVersions = defineRoute({
  method: 'GET',
  path: '/api/admin/prices/{priceId}/versions',
  summary: 'Back office: every version of a price, newest first',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.read',
  params: z.object({ priceId: z.string().min(1).max(100) }),
  response: { 200: z.object({ versions: z.array(PriceVersion) }), ...errors(400, 401, 403, 404) },
});

export const GiftCardBatch = z
  .object({
    id: z.string(),
    label: z.string(),
    tier: z.string(),
    months: z.number().int(),
    count: z.number().int(),
    redeemed: z.number().int(),
    expires_at: Instant.nullable(),
    created_at: Instant,
    voided_at: Instant.nullable(),
  })
  .meta({ id: 'GiftCardBatch' });

export const listGiftCardBatches = defineRoute({
  method: 'GET',
  path: '/api/admin/gift-card-batches',
  summary: 'Back office: gift-card batches and how many of each were redeemed',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.read',
  response: { 200: z.object({ batches: z.array(GiftCardBatch) }), ...errors(400, 401, 403) },
});

export const GiftCardBatchBody = StaffReason.extend({
  label: z.string().trim().min(2).max(80),
  tier: z.enum(PLAN_TIERS),
  months: z.number().int().min(1).max(36),
  count: z.number().int().min(1).max(1000),
  expires_at: z.iso.datetime().nullable(),
}).meta({ id: 'GiftCardBatchBody' });

export const createGiftCardBatch = defineRoute({
  method: 'POST',
  path: '/api/admin/gift-card-batches',
  summary: 'Back office: generate a batch of gift-card codes',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.write',
  body: GiftCardBatchBody,
  response: { 201: z.object({ batch: GiftCardBatch }), ...errors(400, 401, 403) },
});

const BatchParams = z.object({ batchId: z.string().min(1).max(100) });

export const exportGiftCardBatch = defineRoute({
  method: 'GET',
  path: '/api/admin/gift-card-batches/{batchId}/export',
  summary: 'Back office: a batch’s codes as CSV',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.write',
  produces: 'text/csv',
  params: BatchParams,
  response: { 200: z.any().meta({ description: 'text/csv' }), ...errors(400, 401, 403, 404) },
});

export const voidGiftCardBatch = defineRoute({
  method: 'POST',
  path: '/api/admin/gift-card-batches/{batchId}/void',
  summary: 'Back office: void every code of a batch not redeemed yet',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.write',
  params: BatchParams,
  body: StaffReason,
  response: { 200: z.object({ batch: GiftCardBatch }), ...errors(400, 401, 403, 404, 409) },
});
