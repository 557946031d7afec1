import type { FastifyInstance } from 'fastify';
import { listSupportMessages, sendSupportMessage } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import { createSupportRepository } from './support.repository';
import { createSupportService, DEFAULT_SUPPORT_LIMIT, type SupportLimit } from './support.service';

/** The chat button's inbox (spec §2 chat; decision 0042): leave a message, read your thread. */
export function registerSupportRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; limit?: SupportLimit },
): void {
  const service = createSupportService({
    support: createSupportRepository(deps.db),
    clock: deps.clock,
    limit: deps.limit ?? DEFAULT_SUPPORT_LIMIT,
  });

  registerRoute(app, sendSupportMessage, async ({ body, tenant, user, request, reply }) => {
    const sender = { tenantId: tenant.id, userId: user?.id ?? null, ip: request.ip };
    const outcome = await service.send(sender, body);
    if (!outcome.ok) {
      const seconds = Math.ceil(outcome.retryAfterMs / 1000);
      reply.header('retry-after', String(seconds));
      throw new HttpError(
        429,
        'too_many_messages',
        'You have sent several messages in a short time. Try again in a few minutes.',
      );
    }
    return outcome.message;
  });

  registerRoute(app, listSupportMessages, async ({ user }) => ({
    messages: await service.thread(user.tenantId, user.id),
  }));
}
