import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '@halyard/contract';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3 and lists every contract route with its schemas', async () => {
    const res = await t.request('GET', '/api/openapi.json', { tenant: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    await SwaggerParser.validate(structuredClone(res.body));
    for (const route of allRoutes) {
      const operation = res.body.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      for (const status of Object.keys(route.response))
        expect(operation.responses[status]).toBeDefined();
    }
  });

  it('serves the interactive docs page', async () => {
    const res = await fetch(`${t.url}/api/docs`, { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger');
  });

  it('answers an unknown API route with the error body and 404', async () => {
    const res = await t.request('GET', '/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
