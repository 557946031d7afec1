import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';

/**
 * Two servers for a describe block (decision 0196): one whose tenant quotes `inclusive` prices and
 * one that keeps the default `exclusive`. Read `inclusive`/`exclusive` inside the tests.
 */
export function taxDisplayServers() {
  const servers = {} as { inclusive: TestServer; exclusive: TestServer };
  beforeAll(async () => {
    [servers.inclusive, servers.exclusive] = await Promise.all([
      startTestServer(),
      startTestServer(),
    ]);
    await servers.inclusive.server.database.db
      .updateTable('tenants')
      .set({ tax_display: 'inclusive' })
      .execute();
  });
  afterAll(async () => {
    await Promise.all([servers.inclusive.close(), servers.exclusive.close()]);
  });
  return servers;
}
