import type { RouteContract } from './http';

function isRouteContract(value: unknown): value is RouteContract {
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
 * OpenAPI operation ids (issue 20 item 5): each route is named by the name its contract module
 * exports it under (`account.signIn` → `signIn`), so a generated client reads like our own code.
 * A route no module names falls back to its method and path.
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
