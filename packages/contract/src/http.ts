import type { StaffPermission, V2Operation } from '@halyard/domain';
import { z } from 'zod';

// The tenant header and path building have no schema: they live in ./path, so a bundle that
// needs only them (the web's API client) does not load zod (web decision 0050).
export { buildPath, SESSION_COOKIE, STAFF_SESSION_COOKIE, TENANT_HEADER } from './path';

/** The one error body every non-2xx API answer uses. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** Per-field problems of a request that failed validation: path → message. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A response map: status code → body schema (`z.null()` for 204, which has no body). */
export type Responses = Partial<Record<number, z.ZodType>>;

/**
 * One HTTP call: its path, inputs and per-status outputs. The server registers routes from these
 * objects, the web client calls through them, and the OpenAPI document is generated from them.
 */
export interface RouteContract {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  /** Routes that need a signed-in user. */
  readonly auth: boolean;
  /**
   * Back-office routes (issue 16, decision 0171): the staff session they need, and the
   * permission of the staff member's role (`any`: every signed-in staff member). Such a route
   * never reads a customer's session.
   */
  readonly staff?: StaffPermission | 'any';
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  /** A success body that is not JSON (e.g. application/pdf): sent as bytes, not serialised. */
  readonly produces?: string;
  /**
   * A v2 call whose error messages spec §8 overrides: every error answer of an overridden
   * status carries the override word for word (decision 0036).
   */
  readonly v2Operation?: V2Operation;
  readonly response: Responses;
}

export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** The error statuses a route can answer with, all sharing ErrorBody. */
export function errors<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof ErrorBody } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as {
    [K in S[number]]: typeof ErrorBody;
  };
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type BodyOf<C extends RouteContract> = Infer<C['body']>;
export type QueryOf<C extends RouteContract> = Infer<C['querystring']>;
export type ParamsOf<C extends RouteContract> = Infer<C['params']>;

type SuccessStatus<C extends RouteContract> = Extract<keyof C['response'], 200 | 201 | 202 | 204>;
/** The body of the route's success answer (undefined for 204). */
export type ResultOf<C extends RouteContract> =
  SuccessStatus<C> extends infer S
    ? S extends 204
      ? undefined
      : S extends keyof C['response']
        ? Infer<C['response'][S]>
        : never
    : never;
