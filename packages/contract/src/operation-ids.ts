import type { RouteContract } from './http';

/** A value the contract exports that is a route (not a schema, a list or a helper). */
export function isRouteContract(value: unknown): value is RouteContract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

/** `POST /api/v2/subscriptions/{id}/autobill-on` → `postApiV2SubscriptionsIdAutobillOn`. */
export function operationIdFromPath(route: Pick<RouteContract, 'method' | 'path'>): string {
  const words = route.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return route.method.toLowerCase() + words.join('');
}

/**
 * OpenAPI operation ids (issue 20 item 5): each route is named by the name the contract package
 * exports it under (`signIn`, `listSubscriptions`), so a generated client reads like our own code.
 * Pass the package's namespace (`import * as contract from '@halyard/contract'`): every route it
 * exports is named without a list to keep up to date. A route nothing names falls back to its
 * method and path.
 */
export function createOperationIds(modules: Readonly<Record<string, object>>) {
  const names = new Map<RouteContract, string>();
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (isRouteContract(value)) names.set(value, name);
    }
  }
  return (route: RouteContract): string => names.get(route) ?? operationIdFromPath(route);
}
