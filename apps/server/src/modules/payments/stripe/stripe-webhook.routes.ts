import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { stripeWebhook } from '@halyard/contract';
import type { Clock } from '../../../clock';
import { HttpError, notFound } from '../../../http/http-error';
import { routeSchema } from '../../../http/route';
import type { ProviderEvents } from '../provider-events.service';
import { normaliseStripeEvent, verifyStripeEvent } from './stripe-events';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw bytes of a webhook body: what the provider signed. */
    rawBody?: Buffer;
    stripeEvent?: Stripe.Event;
  }
}

/**
 * POST /api/webhooks/stripe (decision 0153), in its own scope: the JSON body is kept as the raw
 * bytes Stripe signed, the SDK verifies `Stripe-Signature` with the endpoint's secret before the
 * body is validated or read, and the event is stored once by its id and handled. No tenant
 * header, no session, no Origin: Stripe is not a browser. Answers 404 when Stripe is not the
 * configured gateway, 400 to a bad signature (Stripe retries non-2xx answers, so only a settled
 * or deferred event is acknowledged).
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: { webhookSecret: string | null; events: ProviderEvents; clock: Clock },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (request: FastifyRequest, body: Buffer, done) => {
        request.rawBody = body;
        try {
          done(null, JSON.parse(body.toString('utf8')));
        } catch {
          done(new HttpError(400, 'invalid_json', 'The body is not JSON.'), undefined);
        }
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'POST',
      url: stripeWebhook.path,
      schema: routeSchema(stripeWebhook),
      config: { tenant: false, auth: false },
      preValidation: async (request) => {
        if (!deps.webhookSecret) throw notFound('Stripe webhook endpoint');
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !request.rawBody)
          throw new HttpError(400, 'signature_missing', 'The Stripe-Signature header is missing.');
        try {
          request.stripeEvent = verifyStripeEvent(
            request.rawBody,
            signature,
            deps.webhookSecret,
            deps.clock.now(),
          );
        } catch (error) {
          if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
          throw new HttpError(
            400,
            'signature_invalid',
            'The Stripe-Signature header does not match this body and secret, or is too old.',
          );
        }
      },
      handler: async (request) => {
        const event = request.stripeEvent && normaliseStripeEvent(request.stripeEvent);
        if (!event)
          return { received: true as const, duplicate: false, outcome: 'ignored' as const };
        const { duplicate, outcome } = await deps.events.receive(event);
        return { received: true as const, duplicate, outcome: outcome.status };
      },
    });
  });
}
