import type { FastifyInstance } from 'fastify';
import { claimRouterCoupon, getRouterCoupon } from '@halyard/contract';
import { routerCouponRoute } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { NavAccess } from '../portal-access/nav-access';
import { createRouterCouponRepository } from './router-coupon.repository';
import { createRouterCouponService, type CouponOutcome } from './router-coupon.service';

function answer(outcome: CouponOutcome) {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === 'not-found') throw notFound('Router coupon');
  throw new HttpError(409, 'coupon_expired', 'This router coupon has expired.');
}

/**
 * spec §2 Router coupon: /my-subscriptions/{krn}/aircove-coupon reads these. Another user's krn is
 * a 404; the user's own coupon answers only while spec §6 shows it ("router coupon, when
 * unexpired", the page guard's rule), else 403 as in decision 0069.
 */
export function registerRouterCouponRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; access: NavAccess },
) {
  const service = createRouterCouponService({
    repo: createRouterCouponRepository(deps.db),
    clock: deps.clock,
  });
  const entitled = (user: { tenantId: string; id: string }, krn: string) =>
    deps.access.requirePage(user.tenantId, user.id, routerCouponRoute(krn));

  registerRoute(app, getRouterCoupon, async ({ user, params }) => {
    const coupon = answer(await service.get(user.tenantId, user.id, params.krn));
    await entitled(user, params.krn);
    return coupon;
  });
  registerRoute(app, claimRouterCoupon, async ({ user, params }) => {
    answer(await service.get(user.tenantId, user.id, params.krn));
    await entitled(user, params.krn);
    return answer(await service.claim(user.tenantId, user.id, params.krn));
  });
}
