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
import { registerRoute, type RouteLimits } from '../../http/route';
import { createTrackingRepository } from './tracking.repository';

const MINUTE = 60_000;

/**
 * spec §7 tracking calls: page views, events, payment results and attempted sign-ups. Anyone may
 * send them, so each is limited per IP and in size (issue 14 finding 9, decision 0108); what they
 * say is stored as the browser reported it and never read to decide about money.
 */
export function registerTrackingRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; maxPerMinute: number },
): void {
  const tracking = createTrackingRepository(deps.db);
  const now = () => deps.clock.now();
  const limits = (perMinute: number, bodyLimit: number): RouteLimits => ({
    rateLimit: { max: Math.max(1, Math.ceil(perMinute)), timeWindow: MINUTE },
    bodyLimit,
  });
  // Page views and events come with every navigation; results and sign-up stages are rarer.
  const frequent = deps.maxPerMinute;
  const rare = deps.maxPerMinute / 5;

  registerRoute(
    app,
    recordPageView,
    async ({ tenant, body, user }) => {
      await tracking.pageView(tenant.id, body, user?.id ?? null, now());
      if (user && isLanguageCode(body.locale)) {
        await tracking.rememberLocale(tenant.id, user.id, body.locale);
      }
      return undefined;
    },
    limits(frequent, 8 * 1024),
  );
  registerRoute(
    app,
    emitEvent,
    async ({ tenant, body, user }) => {
      await tracking.event(tenant.id, body, user?.id ?? null, now());
      return undefined;
    },
    limits(frequent, 16 * 1024),
  );
  registerRoute(
    app,
    writePaymentResult,
    async ({ tenant, body, request }) => {
      await tracking.paymentResult(tenant.id, body, request.ip, now());
      return undefined;
    },
    limits(rare, 4 * 1024),
  );
  registerRoute(
    app,
    recordAttemptedSignup,
    async ({ tenant, body, request }) => {
      await tracking.attemptedSignup(tenant.id, body, request.ip, now());
      return undefined;
    },
    limits(rare, 2 * 1024),
  );
}
