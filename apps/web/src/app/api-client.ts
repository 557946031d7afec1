import {
  buildPath,
  TENANT_HEADER,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
  type RouteContract,
} from '@halyard/contract';
import { apiErrorFromResponse, networkError } from './api-error';
import { getPageConfig } from './page-config';
import { serverScope } from './ssr/server-scope';

/** One input of a call: required if the route declares it (optional if all its fields are), else absent. */
type Slot<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: never }
  : Record<never, never> extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

export type CallInput<C extends RouteContract> = Slot<'body', BodyOf<C>> &
  Slot<'query', QueryOf<C>> &
  Slot<'params', ParamsOf<C>> & { readonly signal?: AbortSignal };

/** The input argument may be left out when the route needs none. */
type CallArgs<C extends RouteContract> =
  Record<never, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

interface RawInput {
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly signal?: AbortSignal;
}

function queryString(query: RawInput['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Sends one call of the contract; a non-2xx answer (or none) throws an ApiError. */
async function send(route: RouteContract, input: RawInput | undefined): Promise<Response> {
  const { body, query, params, signal } = input ?? {};
  const headers: Record<string, string> = {
    // A file route (a PDF) answers errors as JSON all the same.
    accept: route.produces ? `${route.produces}, application/json` : 'application/json',
    [TENANT_HEADER]: getPageConfig().tenant,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    // On the server, the API in the same process with the visitor's cookies (decision 0140).
    const call = serverScope()?.fetch ?? fetch;
    response = await call(buildPath(route.path, params) + queryString(query), {
      method: route.method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled query, not a failure
    throw networkError(error);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response;
}

/**
 * Calls one route of the HTTP contract (ARCHITECTURE decision 3). Every call carries the tenant
 * header (spec §7, decision 0004) and the session cookie. A non-2xx answer throws an ApiError
 * built from the ErrorBody; a 204 resolves to undefined.
 */
export async function callApi<C extends RouteContract>(
  route: C,
  ...[input]: CallArgs<C>
): Promise<ResultOf<C>> {
  const response = await send(route, input as RawInput | undefined);
  if (response.status === 204) return undefined as ResultOf<C>;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as ResultOf<C>;
}

export interface ApiFile {
  readonly blob: Blob;
  /** From the answer's Content-Disposition, when it names one. */
  readonly filename: string | null;
}

/**
 * Calls a route that answers with a file (`produces`, e.g. an invoice PDF). A plain link cannot
 * send the tenant header, so files are fetched like any call and handed to the browser as a blob.
 */
export async function callApiForFile<C extends RouteContract & { produces: string }>(
  route: C,
  ...[input]: CallArgs<C>
): Promise<ApiFile> {
  const response = await send(route, input as RawInput | undefined);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
