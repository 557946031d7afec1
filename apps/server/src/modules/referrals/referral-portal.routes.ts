import type { FastifyInstance } from 'fastify';
import { getReferrals, sendReferralInvite } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { Site } from '../../http/site';
import type { NavAccess } from '../portal-access/nav-access';
import { createReferralPortalRepository } from './referral-portal.repository';
import { createReferralPortalService } from './referral-portal.service';

/** spec §2 Referrals page calls (decision 0067). */
export function registerReferralPortalRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; access: NavAccess; site: Site },
): void {
  const service = createReferralPortalService({
    db: deps.db,
    repo: createReferralPortalRepository(deps.db),
    access: deps.access,
    mailer: app.mailer,
    clock: deps.clock,
  });

  registerRoute(app, getReferrals, ({ user }) => service.overview(user));

  registerRoute(app, sendReferralInvite, async ({ user, body, reply }) => {
    // The link's origin is the configured site's, never the request's Host (decision 0105).
    const outcome = await service.invite(user, body.email, deps.site.url);
    if (!outcome.ok) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
      throw new HttpError(
        429,
        'too_many_invites',
        'You have sent the most invitations allowed for today. Try again tomorrow.',
      );
    }
    return outcome.invite;
  });
}
