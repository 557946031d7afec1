import { z } from 'zod';
import { Instant } from './common.schema';
import { defineRoute, errors } from './http';

/** spec §3 aircoveCoupon of a subscription, with its use (decision 0062). */
export const RouterCoupon = z
  .object({
    subscription_krn: z.string(),
    code: z.string(),
    expires: Instant,
    status: z.enum(['available', 'claimed', 'expired']),
    claimed_at: Instant.nullable(),
  })
  .meta({ id: 'RouterCoupon' });
export type RouterCoupon = z.infer<typeof RouterCoupon>;

/** The subscription's krn, as in /my-subscriptions/{krn}/aircove-coupon. */
// Printable ASCII only (krn:{tenant}:subscription:{id}): PostgreSQL refuses a NUL in text, and
// a lookup with one answered 500 where a malformed krn is the client's mistake (fuzz, PostgreSQL).
const KrnParams = z.object({
  krn: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'Not a subscription krn.'),
});

export const getRouterCoupon = defineRoute({
  method: 'GET',
  path: '/api/v2/subscriptions/{krn}/aircove-coupon',
  summary: "A subscription's router (Aircove) coupon",
  tags: ['addons'],
  auth: true,
  params: KrnParams,
  response: { 200: RouterCoupon, ...errors(400, 401, 404) },
});

export const claimRouterCoupon = defineRoute({
  method: 'POST',
  path: '/api/v2/subscriptions/{krn}/aircove-coupon/claim',
  summary: 'Record that the coupon was used at the router store (once; not after it expires)',
  tags: ['addons'],
  auth: true,
  params: KrnParams,
  response: { 200: RouterCoupon, ...errors(400, 401, 404, 409) },
});
