import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

// Decision 0226 addendum: on PostgreSQL the hot reads are named prepared statements, planned once
// per connection. A migration that changes a table under one (another instance deploying) makes
// PostgreSQL refuse it ("cached plan must not change result type"): the read still answers.
const t = useTestServer();

it(`a portal read answers after a migration adds a column to a table it reads (${testDatabaseKind})`, async () => {
  const cookie = await signInAs(t, 'premium-us');
  const read = async () => {
    const res = await t.request('GET', '/api/v2/subscriptions/', { cookie });
    expect(res.status).toBe(200);
    return (res.body as { subscriptions: { subscription_id: string }[] }).subscriptions;
  };
  const before = await read();
  await read(); // the same connection, the statement prepared on it
  await sql`alter table subscriptions add column deploy_note text`.execute(t.server.database.db);
  expect(await read()).toEqual(before);
  expect(await read()).toEqual(before);
});
