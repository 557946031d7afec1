import type { RouteContract } from '@halyard/contract';

/**
 * A contract route by its method and path alone, for `callApi`. The compiler checks both against
 * the contract's literal types (`routeRef<typeof getOffer>('GET', '/api/v1/offers/{offerId}')`),
 * while the page imports the contract with `import type` only: its zod schemas, which the server
 * needs and the browser does not, stay out of the page's bundle (decision 0050). `callApi` reads
 * nothing but `method`, `path` and `produces`.
 */
export function routeRef<C extends RouteContract>(method: C['method'], path: C['path']): C {
  return { method, path } as unknown as C;
}
