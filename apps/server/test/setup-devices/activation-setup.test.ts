import { describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const INVALID = 'Invalid or expired activation code.';
const setup = (code: string, cookie?: string) =>
  t.request('GET', `/api/v2/activation-setup?activation_code=${encodeURIComponent(code)}`, {
    ...(cookie && { cookie }),
  });

describe(`spec §2 Setup Devices: /activation-setup?activation_code=… (${testDatabaseKind})`, () => {
  it('accepts the setup link token of the user’s running subscription and lists the devices', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const res = await setup('act_basicus1', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      activation_code: 'act_basicus1',
      subscription_id: 'sub_basic_us_1',
      tier: 'TIER_BASIC',
    });
    expect(res.body.devices.map((d: { id: string }) => d.id)).toEqual([
      'windows',
      'mac',
      'ios',
      'android',
      'linux',
      'router',
      'browser',
    ]);
    expect(res.body.devices[0]).toEqual({ id: 'windows', download_url: '/download/windows' });
  });

  it('answers an unknown code with the spec §8 message (403)', async () => {
    const res = await setup('act_nope', await signInAs(t, 'basic-us'));
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'invalid_activation_code', message: INVALID });
  });

  it('treats another user’s code exactly like an unknown one (no hint that it exists)', async () => {
    const res = await setup('act_basicus1', await signInAs(t, 'premium-us'));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(INVALID);
  });

  it('refuses the code of a subscription that no longer gives a working VPN (expired)', async () => {
    const res = await setup('act_expired1', await signInAs(t, 'expired'));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(INVALID);
  });

  it('refuses a code once the subscription lapses (clock moved past its end)', async () => {
    const cookie = await signInAs(t, 'expiring');
    expect((await setup('act_expiring1', cookie)).status).toBe(200);
    t.clock.advance(11 * 86_400_000);
    await t.server.app.billingEngine.runDue(t.clock.now());
    const res = await setup('act_expiring1', cookie);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(INVALID);
  });

  it('asks for a code (400) and a session (401)', async () => {
    const cookie = await signInAs(t, 'basic-us');
    expect((await t.request('GET', '/api/v2/activation-setup', { cookie })).status).toBe(400);
    expect((await setup('x'.repeat(201), cookie)).status).toBe(400);
    expect((await setup('act_basicus1')).status).toBe(401);
  });
});
