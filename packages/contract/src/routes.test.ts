import { describe, expect, it } from 'vitest';
import * as contract from './index';
import { createOperationIds, operationIdFromPath } from './operation-ids';
import { allRoutes } from './routes';

const operationIdOf = createOperationIds({ contract });

describe('OpenAPI operation ids (issue 20 item 5)', () => {
  it('every route has an operation id of its own', () => {
    const ids = allRoutes.map(operationIdOf);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every route is named by its contract module, not by the path fallback', () => {
    const unnamed = allRoutes.filter(
      (route) => operationIdOf(route) === operationIdFromPath(route),
    );
    expect(unnamed.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('the fallback turns method and path into one camel-case word', () => {
    expect(
      operationIdFromPath({ method: 'POST', path: '/api/v2/subscriptions/{id}/autobill-on' }),
    ).toBe('postApiV2SubscriptionsIdAutobillOn');
  });
});
