import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from './index';
import { createOperationIds } from './operation-ids';
import { allRoutes } from './routes';
import { ROUTE_REFS_DIR, routeRefsIndexSource, routeRefsModuleSource } from './route-refs-source';
import * as refs from './route-refs';

const here = import.meta.dirname;
const contractModules = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.contract.ts'))
  .map((file) => file.slice(0, -'.contract.ts'.length))
  .sort();

// Decision 0241: the browser calls routes through refs generated from the contract.
describe('route refs for the browser (decision 0241)', () => {
  it('the generated files are what the contract gives today (npm run generate:route-refs)', async () => {
    const written: string[] = [];
    for (const name of contractModules) {
      const exports = (await import(`./${name}.contract.ts`)) as Record<string, unknown>;
      const source = routeRefsModuleSource(name, exports);
      if (source === null) continue;
      written.push(name);
      await expect(source).toMatchFileSnapshot(`./${ROUTE_REFS_DIR}/${name}.ts`);
    }
    await expect(routeRefsIndexSource(written)).toMatchFileSnapshot(`./${ROUTE_REFS_DIR}/index.ts`);
    // A contract module that was removed or lost its routes leaves no refs behind.
    const files = fs.readdirSync(path.join(here, ROUTE_REFS_DIR)).sort();
    expect(files).toEqual([...written.map((name) => `${name}.ts`), 'index.ts'].sort());
  });

  it('every route the server registers has a ref, under its operation id, with its method, path and produces', () => {
    const operationIdOf = createOperationIds({ contract });
    const byName = new Map<string, unknown>(Object.entries(refs));
    for (const route of allRoutes) {
      expect(byName.get(operationIdOf(route)), `${route.method} ${route.path}`).toEqual({
        method: route.method,
        path: route.path,
        ...(route.produces ? { produces: route.produces } : {}),
      });
    }
  });

  it('a ref carries no schema: nothing of zod reaches the browser through it', () => {
    for (const ref of Object.values(refs)) {
      expect(Object.keys(ref).sort()).toEqual(
        'produces' in ref ? ['method', 'path', 'produces'] : ['method', 'path'],
      );
    }
  });
});
