import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_PREFIX } from './intents.service';
import {
  PageParams,
  PageQuery,
  returnPath,
  sendBadReturn,
  sendHtml,
  sendUnknown,
} from './page-reply';
import { withResultParams } from '../return-path';
import type { SandboxGateway } from './sandbox-gateway';
import { brandLabel, challengePage, formatMinor, messagePage } from './sandbox-pages.html';

const ChallengeForm = PageQuery.extend({ outcome: z.enum(['pass', 'fail']) });

/**
 * The bank's 3-D Secure challenge, as a PSP hosts it: pass or fail, then back to return_url with
 * `?three_d_secure=passed|failed&payment_intent=pi_…`.
 */
export function registerThreeDSecurePages(app: FastifyInstance, sandbox: SandboxGateway): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `${SANDBOX_PREFIX}/3ds/:id`,
    { schema: { hide: true, params: PageParams, querystring: PageQuery } },
    async (request, reply) => {
      const state = await sandbox.findChallenge(request.params.id);
      if (!state) return sendUnknown(reply, 'authentication');
      const back = returnPath(request.query.return_url, state.intent.returnUrl);
      if (back === false) return sendBadReturn(reply);
      const { challenge, intent } = state;
      if (challenge.status !== 'pending') {
        const said = `This authentication has already ${challenge.status}.`;
        return sendHtml(reply, 200, messagePage('Authentication complete', said, back));
      }
      const token = intent.tokenId ? await sandbox.findToken(intent.tokenId) : null;
      const page = challengePage({
        action: `${SANDBOX_PREFIX}/3ds/${challenge.id}`,
        returnUrl: back,
        amount: formatMinor(intent.amount, intent.currency),
        card: token ? `${brandLabel(token.brand)} card ending in ${token.last4}` : 'card',
      });
      return sendHtml(reply, 200, page);
    },
  );

  typed.post(
    `${SANDBOX_PREFIX}/3ds/:id`,
    { schema: { hide: true, params: PageParams, body: ChallengeForm } },
    async (request, reply) => {
      const before = await sandbox.findChallenge(request.params.id);
      if (!before) return sendUnknown(reply, 'authentication');
      const back = returnPath(request.body.return_url, before.intent.returnUrl);
      if (back === false) return sendBadReturn(reply);
      const after =
        (await sandbox.completeChallenge(before.challenge.id, request.body.outcome)) ?? before;
      const result = after.challenge.status === 'passed' ? 'passed' : 'failed';
      if (!back)
        return sendHtml(
          reply,
          200,
          messagePage(`Authentication ${result}`, 'You can close this window.'),
        );
      const params = { three_d_secure: result, payment_intent: after.intent.id };
      return reply.redirect(withResultParams(back, params), 303);
    },
  );
}
