import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer(() =>
  startTestServer({ PASSWORD_MANAGER_URL: 'https://keys.example.test/' }),
);

const get = (cookie?: string) => t.request('GET', '/api/v1/password-manager', { cookie });

describe(`password manager (${testDatabaseKind})`, () => {
  it('spec §6: a Premium user gets the entitlement, the granting subscription, steps and link', async () => {
    const res = await get(await signInAs(t, 'premium-us'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      entitlement: { id: 'password_manager', name: 'Password manager' },
      granted_by: { subscription_id: 'sub_premium_us_1', tier: 'TIER_PREMIUM' },
      manager_url: 'https://keys.example.test/',
      account_email: demoEmail('premium-us'),
    });
    expect(res.body.steps).toEqual([
      'open-manager',
      'create-vault',
      'install-extension',
      'import-passwords',
    ]);
  });

  it('spec §6: a Basic user (tier not above basic) is refused with 403', async () => {
    const res = await get(await signInAs(t, 'basic-us'));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_entitled');
  });

  it('spec §6: an expired user’s navigation has no password manager either', async () => {
    expect((await get(await signInAs(t, 'expired'))).status).toBe(403);
  });

  it('needs a session', async () => {
    expect((await get()).status).toBe(401);
  });
});
