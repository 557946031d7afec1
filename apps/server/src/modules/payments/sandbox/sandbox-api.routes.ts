import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createSandboxCardFrameToken,
  createSandboxCardToken,
  createSandboxWalletToken,
  getSandboxPaymentIntent,
  type BodyOf,
  type ParamsOf,
  type ResultOf,
  type RouteContract,
  type SandboxToken as SandboxTokenView,
} from '@halyard/contract';
import { HttpError, notFound } from '../../../http/http-error';
import { fastifyPath, routeSchema, successStatus } from '../../../http/route';
import type { SandboxGateway } from './sandbox-gateway';
import type { IssuedToken } from './tokenise.service';

type Handler<C extends RouteContract> = (input: {
  body: BodyOf<C>;
  params: ParamsOf<C>;
  reply: FastifyReply;
}) => Promise<ResultOf<C>>;

/**
 * Like http/route.ts's registerRoute, minus the tenant and session: the sandbox plays a PSP that
 * the browser calls directly. The contract's schemas still validate and serialise.
 */
function route<C extends RouteContract>(app: FastifyInstance, contract: C, handler: Handler<C>) {
  const status = successStatus(contract);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: fastifyPath(contract.path),
    schema: routeSchema(contract),
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body as BodyOf<C>,
        params: request.params as ParamsOf<C>,
        reply,
      });
      return reply.code(status).send(result);
    },
  });
}

const view = ({ token, clientSecret }: IssuedToken): SandboxTokenView => ({
  id: token.id,
  client_secret: clientSecret,
  kind: token.kind as SandboxTokenView['kind'],
  brand: token.brand,
  last4: token.last4 ?? '',
  exp_month: token.expMonth ?? 0,
  exp_year: token.expYear ?? 0,
});

export function registerSandboxApiRoutes(app: FastifyInstance, sandbox: SandboxGateway): void {
  // The body holds a card number: nothing here logs it, and Fastify logs no bodies.
  // A token answer carries its client secret: no cache may keep it.
  route(app, createSandboxCardToken, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    const result = await sandbox.tokeniseCard({
      number: body.number,
      expMonth: body.exp_month,
      expYear: body.exp_year,
      cvc: body.cvc,
    });
    if (!result.ok)
      throw new HttpError(400, result.code, result.message, { [result.field]: result.message });
    return view(result);
  });

  // The card frame's submit (decision 0151): every field's spec §5 problem at once, or a token.
  route(app, createSandboxCardFrameToken, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    const result = await sandbox.tokeniseTypedCard(body);
    if (!result.ok)
      throw new HttpError(
        400,
        'card_fields_invalid',
        'Check the card details.',
        result.problems as Record<string, string>,
      );
    return view(result);
  });

  route(app, createSandboxWalletToken, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    return view(
      await sandbox.createWalletToken({
        kind: body.wallet,
        ...(body.brand && { brand: body.brand }),
        ...(body.test_outcome && { outcome: body.test_outcome }),
      }),
    );
  });

  route(app, getSandboxPaymentIntent, async ({ params, reply }) => {
    const intent = await sandbox.viewPaymentIntent(params.id);
    if (!intent) throw notFound('Payment intent');
    reply.header('cache-control', 'no-store');
    return {
      id: intent.id,
      method_type: intent.methodType,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
      action_url: intent.actionUrl,
      decline_code: intent.declineCode,
    };
  });
}
