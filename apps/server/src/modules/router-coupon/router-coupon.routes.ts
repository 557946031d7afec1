import type { FastifyInstance } from 'fastify';
import { claimRouterCoupon, getRouterCoupon } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import { createRouterCouponRepository } from './router-coupon.repository';
import { createRouterCouponService, type CouponOutcome } from './router-coupon.service';

function answer(outcome: CouponOutcome) {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === 'not-found') throw notFound('Router coupon');
  throw new HttpError(409, 'coupon_expired', 'This router coupon has expired.');
}

/** spec §2 Router coupon: /my-subscriptions/{krn}/aircove-coupon reads these. */
export function registerRouterCouponRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const service = createRouterCouponService({
    repo: createRouterCouponRepository(deps.db),
    clock: deps.clock,
  });
  registerRoute(app, getRouterCoupon, async ({ user, params }) =>
    answer(await service.get(user.tenantId, user.id, params.krn)),
  );
  registerRoute(app, claimRouterCoupon, async ({ user, params }) =>
    answer(await service.claim(user.tenantId, user.id, params.krn)),
  );
}
