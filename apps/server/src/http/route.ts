import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as contractPackage from '@halyard/contract';
import {
  createOperationIds,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
  type RouteContract,
} from '@halyard/contract';
import type { AuthUser } from './auth-user';
import type { Tenant } from '../modules/tenants/tenant-directory';

/** What every contract route's handler gets: the request, its validated input and its tenant. */
export interface ContractContext<C extends RouteContract> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly body: BodyOf<C>;
  readonly query: QueryOf<C>;
  readonly params: ParamsOf<C>;
  readonly tenant: Tenant;
}

export const contractContext = <C extends RouteContract>(
  request: FastifyRequest,
  reply: FastifyReply,
): ContractContext<C> => ({
  request,
  reply,
  body: request.body as BodyOf<C>,
  query: request.query as QueryOf<C>,
  params: request.params as ParamsOf<C>,
  tenant: request.tenant,
});

export interface RouteContext<C extends RouteContract> extends ContractContext<C> {
  /** The signed-in user; routes whose contract says `auth: true` never run without one. */
  readonly user: C['auth'] extends true ? AuthUser : AuthUser | null;
}

export type RouteHandler<C extends RouteContract> = (
  context: RouteContext<C>,
) => Promise<ResultOf<C>>;

/** `/api/v2/subscriptions/{id}` (OpenAPI style, as in the contract) → `/api/v2/subscriptions/:id`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * OpenAPI security of a route (issue 20 item 5): a signed-in route needs the session cookie and
 * the tenant header, a public API route the tenant header only, and the sandbox gateway (playing an
 * outside PSP, decision 0004) and a provider's webhook (signed, decision 0153) neither.
 */
/** Each route's OpenAPI operation id: the name the contract package exports it under. */
const operationIdOf = createOperationIds({ contract: contractPackage });

function securityOf(contract: RouteContract): Record<string, string[]>[] {
  if (!contract.path.startsWith('/api/') || contract.tenant === false) return [];
  // The back office's own session cookie (issue 16, decision 0171).
  if (contract.staff) return [{ staffSession: [], tenant: [] }];
  return contract.auth ? [{ session: [], tenant: [] }] : [{ tenant: [] }];
}

/** Fastify's schema of a contract route: validation, serialisation and its OpenAPI operation. */
export function routeSchema(contract: RouteContract) {
  return {
    operationId: operationIdOf(contract),
    summary: contract.summary,
    tags: [...contract.tags],
    security: securityOf(contract),
    ...(contract.body && { body: contract.body }),
    ...(contract.querystring && { querystring: contract.querystring }),
    ...(contract.params && { params: contract.params }),
    response: contract.response,
  };
}

/** The Fastify route a contract declares: its method, its path and its schema. */
export const contractRoute = (contract: RouteContract) => ({
  method: contract.method,
  url: fastifyPath(contract.path),
  schema: routeSchema(contract),
});

export function successStatus(contract: RouteContract): number {
  const statuses = Object.keys(contract.response).map(Number);
  const ok = statuses.find((status) => status >= 200 && status < 300);
  if (ok === undefined) throw new Error(`${contract.method} ${contract.path} has no 2xx response`);
  return ok;
}

function isDeclaredSuccess(contract: RouteContract, status: number): boolean {
  return status >= 200 && status < 300 && contract.response[status] !== undefined;
}

/**
 * Sends a handler's result with the contract's success status, or another 2xx the contract
 * declares that the handler chose with `reply.code()` (e.g. 202). Buffers (a PDF) are sent as bytes
 * of the contract's media type: Fastify serialises only objects.
 */
export function sendResult(
  reply: FastifyReply,
  contract: RouteContract,
  status: number,
  result: unknown,
) {
  const chosen = reply.statusCode;
  const sent = chosen !== 200 && isDeclaredSuccess(contract, chosen) ? chosen : status;
  reply.code(sent);
  if (contract.produces) reply.type(contract.produces);
  return sent === 204 ? reply.send() : reply.send(result);
}

/** Per-route limits beyond the contract (decision 0108: anonymous writes). */
export interface RouteLimits {
  /** Requests per client IP and window (`@fastify/rate-limit`, registered in app.ts). */
  readonly rateLimit?: { readonly max: number; readonly timeWindow: number };
  /** Largest accepted body in bytes (the app's default is 64 KiB). */
  readonly bodyLimit?: number;
}

/**
 * Registers a route from its contract: the contract's zod schemas validate the input and serialise
 * the output, its success status is sent, and `auth: true` routes require a session first.
 */
export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
  limits: RouteLimits = {},
): void {
  const status = successStatus(contract);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(contract),
    config: {
      auth: contract.auth,
      tenant: true,
      v2Operation: contract.v2Operation,
      ...(limits.rateLimit && { rateLimit: limits.rateLimit }),
    },
    ...(limits.bodyLimit && { bodyLimit: limits.bodyLimit }),
    handler: async (request, reply) => {
      const user = contract.auth ? await request.requireUser() : await request.currentUser();
      const result = await handler({
        ...contractContext<C>(request, reply),
        user: user as RouteContext<C>['user'],
      });
      return sendResult(reply, contract, status, result);
    },
  });
}
