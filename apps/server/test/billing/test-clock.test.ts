import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock';
import { OffsetClock } from '../../src/modules/test-clock/adjustable-clock';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { DAY, subscriptionRow } from './helpers';

describe(`test clock routes under NODE_ENV=test (${testDatabaseKind})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('moves the server clock and runs the billing engine now', async () => {
    const start = t.clock.now();
    const row = await subscriptionRow(t, 'trial-multi'); // ends in 5 days
    const moved = await t.request('POST', '/api/test/clock', { body: { advanceDays: 6 } });
    expect(moved.status).toBe(200);
    expect(moved.body.now).toBe(new Date(start.getTime() + 6 * DAY).toISOString());
    const run = await t.request('POST', '/api/test/billing/run');
    expect(run.status).toBe(200);
    expect(run.body.summary.expire).toBeGreaterThanOrEqual(1);
    expect((await subscriptionRow(t, 'trial-multi')).state).toBe('expired');
    expect(row.state).toBe('intrial');
    const set = await t.request('POST', '/api/test/clock', { body: { set: start.toISOString() } });
    expect(set.body.now).toBe(start.toISOString());
    expect((await t.request('GET', '/api/test/clock')).body.now).toBe(start.toISOString());
  });

  it('refuses two instructions at once', async () => {
    const res = await t.request('POST', '/api/test/clock', {
      body: { advanceDays: 1, set: '2027-01-01T00:00:00.000Z' },
    });
    expect(res.status).toBe(400);
  });
});

describe(`test clock routes in production (${testDatabaseKind})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('do not exist', async () => {
    expect((await t.request('POST', '/api/test/clock', { body: { advanceDays: 1 } })).status).toBe(
      404,
    );
    expect((await t.request('POST', '/api/test/billing/run')).status).toBe(404);
  });
});

describe('the offset clock of a journey server', () => {
  it('flows with the system clock and moves by the offset', () => {
    const clock = new OffsetClock(systemClock);
    const before = Date.now();
    clock.advance(30 * DAY);
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(before + 30 * DAY);
    clock.set(new Date('2030-01-01T00:00:00.000Z'));
    expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-01T00:00:00.000Z'))).toBeLessThan(
      1000,
    );
  });
});
