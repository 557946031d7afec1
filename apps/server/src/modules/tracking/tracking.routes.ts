import type { FastifyInstance } from 'fastify';
import {
  emitEvent,
  recordAttemptedSignup,
  recordPageView,
  writePaymentResult,
} from '@halyard/contract';
import { isLanguageCode } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/route';
import { createTrackingRepository } from './tracking.repository';

/** spec §7 tracking calls: page views, events, payment results and attempted sign-ups. */
export function registerTrackingRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const tracking = createTrackingRepository(deps.db);
  const now = () => deps.clock.now();
  registerRoute(app, recordPageView, async ({ tenant, body, user }) => {
    await tracking.pageView(tenant.id, body, now());
    if (user && isLanguageCode(body.locale)) {
      await tracking.rememberLocale(tenant.id, user.id, body.locale);
    }
    return undefined;
  });
  registerRoute(app, emitEvent, async ({ tenant, body }) => {
    await tracking.event(tenant.id, body, now());
    return undefined;
  });
  registerRoute(app, writePaymentResult, async ({ tenant, body }) => {
    await tracking.paymentResult(tenant.id, body, now());
    return undefined;
  });
  registerRoute(app, recordAttemptedSignup, async ({ tenant, body }) => {
    await tracking.attemptedSignup(tenant.id, body, now());
    return undefined;
  });
}
