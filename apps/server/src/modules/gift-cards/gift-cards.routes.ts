import type { FastifyInstance } from 'fastify';
import { checkGiftCard, redeemGiftCard } from '@halyard/contract';
import { registerRoute } from '../../http/route';
import { createCodeAttemptLimiter } from './code-attempt-limiter';
import type { GiftCardService } from './gift-cards.service';

/** spec §2 gift-card redemption: enter code (check) → create account → redeem (decision 0024). */
export function registerGiftCardRoutes(
  app: FastifyInstance,
  deps: { giftCards: GiftCardService },
): void {
  const limiter = createCodeAttemptLimiter();
  const take = (tenantId: string, ip: string) => limiter.take(`${tenantId}|${ip}`, Date.now());

  registerRoute(app, checkGiftCard, async ({ tenant, body, request, user }) => {
    take(tenant.id, request.ip);
    return deps.giftCards.check(tenant.id, body.code, user?.id ?? null);
  });

  registerRoute(app, redeemGiftCard, async ({ tenant, user, body, request }) => {
    take(tenant.id, request.ip);
    return deps.giftCards.redeem(tenant.id, user.id, body.code);
  });
}
