import type { createBrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prepareHydration, type HydrationHandle } from './hydration';

type Router = ReturnType<typeof createBrowserRouter>;

/** A router's state as `prepareHydration` reads it: the matched routes and their loader data. */
const routerWith = (routes: { id: string; handle?: HydrationHandle; data?: unknown }[]) =>
  ({
    state: {
      matches: routes.map(({ id, handle }) => ({ route: { id, handle } })),
      loaderData: Object.fromEntries(routes.map(({ id, data }) => [id, data])),
    },
  }) as unknown as Router;

describe('decision 0231: what a server-rendered page needs loads before it hydrates', () => {
  it("hands each matched route's handle its own loader data", async () => {
    const seen: unknown[] = [];
    const record: HydrationHandle = { beforeHydration: async (data) => void seen.push(data) };
    await prepareHydration(
      routerWith([
        { id: 'root', data: { language: 'de' } },
        { id: 'order', handle: record, data: { order: 'the order' } },
      ]),
    );
    expect(seen).toEqual([{ order: 'the order' }]);
  });

  it('a load that fails (a chunk the network lost) does not stop hydrating', async () => {
    const failing: HydrationHandle = {
      beforeHydration: () =>
        Promise.reject(new Error('Failed to fetch dynamically imported module')),
    };
    await expect(prepareHydration(routerWith([{ id: 'order', handle: failing }]))).resolves.toBe(
      undefined,
    );
  });
});
