import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const list = (cookie?: string) => t.request('GET', '/api/v2/esims', { ...(cookie && { cookie }) });

describe(`spec §2 eSIM (${testDatabaseKind})`, () => {
  it('lists the holiday eSIMs, latest expiry first: the current one with its activation code', async () => {
    const res = await list(await signInAs(t, 'esim'));
    expect(res.status).toBe(200);
    const [current, earlier] = res.body.esims;
    expect(current).toMatchObject({ data_gb: 5, validity_days: 30, status: 'active' });
    expect(current.activation_code).toMatch(/^LPA:1\$/);
    expect(new Date(current.expires).getTime()).toBe(t.clock.now().getTime() + 45 * 86_400_000);
    // spec §4 an add-on whose date is past is expired; its code is no longer handed out.
    expect(earlier).toMatchObject({ data_gb: 3, validity_days: 15, status: 'expired' });
    expect(earlier.activation_code).toBeNull();
  });

  it('shows the current eSIM as expired once its date passes', async () => {
    t.clock.advance(46 * 86_400_000);
    const res = await list(await signInAs(t, 'esim'));
    expect(res.body.esims.map((e: { status: string }) => e.status)).toEqual(['expired', 'expired']);
    expect(res.body.esims[0].activation_code).toBeNull();
    t.clock.advance(-46 * 86_400_000);
  });

  it('never shows another user’s eSIM', async () => {
    expect((await list(await signInAs(t, 'basic-us'))).body.esims).toEqual([]);
  });

  it('asks for a session (401)', async () => {
    expect((await list()).status).toBe(401);
  });
});
