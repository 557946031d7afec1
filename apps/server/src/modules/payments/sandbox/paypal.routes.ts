import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxIntentStatus } from './intents.repository';
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
import { formatMinor, messagePage, payPalPage } from './sandbox-pages.html';

const PayPalForm = PageQuery.extend({ decision: z.enum(['approve', 'cancel', 'fail']) });

const RESULT: Record<SandboxIntentStatus, string> = {
  requires_action: 'pending',
  authorized: 'approved',
  succeeded: 'approved',
  cancelled: 'cancelled',
  failed: 'failed',
};

/**
 * PayPal's approval page (spec §4 PayPal flow: intent → user authorisation → checkout): Approve,
 * Cancel or Simulate failure, then back to return_url with `?paypal=approved|cancelled|failed`.
 */
export function registerPayPalPages(
  app: FastifyInstance,
  sandbox: SandboxGateway,
  merchant: string,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `${SANDBOX_PREFIX}/paypal/:id`,
    { schema: { hide: true, params: PageParams, querystring: PageQuery } },
    async (request, reply) => {
      const intent = await sandbox.findPayPalIntent(request.params.id);
      if (!intent) return sendUnknown(reply, 'PayPal payment');
      const back = returnPath(request.query.return_url, intent.returnUrl);
      if (back === false) return sendBadReturn(reply);
      if (intent.status !== 'requires_action') {
        const said = `This payment was already ${RESULT[intent.status]}.`;
        return sendHtml(reply, 200, messagePage('PayPal', said, back));
      }
      const page = payPalPage({
        action: `${SANDBOX_PREFIX}/paypal/${intent.id}`,
        returnUrl: back,
        merchant,
        amount: intent.amount > 0 ? formatMinor(intent.amount, intent.currency) : null,
        currency: intent.currency,
      });
      return sendHtml(reply, 200, page);
    },
  );

  typed.post(
    `${SANDBOX_PREFIX}/paypal/:id`,
    { schema: { hide: true, params: PageParams, body: PayPalForm } },
    async (request, reply) => {
      const before = await sandbox.findPayPalIntent(request.params.id);
      if (!before) return sendUnknown(reply, 'PayPal payment');
      const back = returnPath(request.body.return_url, before.returnUrl);
      if (back === false) return sendBadReturn(reply);
      const after = (await sandbox.decidePayPal(before.id, request.body.decision)) ?? before;
      const result = RESULT[after.status];
      if (!back)
        return sendHtml(
          reply,
          200,
          messagePage(`PayPal payment ${result}`, 'You can close this window.'),
        );
      return reply.redirect(
        withResultParams(back, { paypal: result, payment_intent: after.id }),
        303,
      );
    },
  );
}
