import { describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';

// Decision 0250: what a subscription entitles to is worked out from its tier and the add-ons that
// have not expired (spec §4 "An addon is expired when its date is in the past", spec §9 groups),
// at the clock's instant. Found: the purchase stored the entitlements and nothing removed an
// add-on's when it lapsed, so a customer kept the credit report of an add-on they no longer paid.
const t = useTestServerPerTest();

type Listed = { subscription_id: string; entitlements: { id: string; name: string }[] };

const heldBy = async (cookie: string) => {
  const res = await t.request('GET', '/api/v2/subscriptions/', { cookie });
  expect(res.status).toBe(200);
  const [sub] = res.body.subscriptions as Listed[];
  return sub?.entitlements.map((e) => e.id) ?? [];
};

/** The id-defender account's credit report add-on runs out an hour from the clock's now. */
async function creditReportEndsInAnHour() {
  const ends = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
  await t.server.database.db
    .updateTable('subscription_addons')
    .set({ expires_at: ends, auto_billing_enabled: 0 })
    .where('addon_type', '=', 'credit_report')
    .execute();
}

describe(`spec §9 entitlements follow the add-ons that have not expired (${testDatabaseKind})`, () => {
  it('an add-on that lapses takes its entitlement and its page section with it, with no write', async () => {
    const cookie = await signInAs(t, 'id-defender');
    await creditReportEndsInAnHour();
    expect(await heldBy(cookie)).toContain('credit_report_annual');
    const before = await t.request('GET', '/api/v1/id-defender/credit-scanner', { cookie });
    expect(before.body.report).not.toBeNull();

    t.clock.advance(2 * 3_600_000);

    const held = await heldBy(cookie);
    expect(held).not.toContain('credit_report_annual');
    // The plan's own (Premium) and the other add-ons' entitlements stay.
    expect(held).toEqual(
      expect.arrayContaining(['vpn', 'password_manager', 'credit_scanner_alerts']),
    );
    const after = await t.request('GET', '/api/v1/id-defender/credit-scanner', { cookie });
    expect(after.status).toBe(200);
    expect(after.body.report).toBeNull();
    expect(after.body.scan).not.toBeNull();
  });

  it('names each entitlement from the tenant’s catalogue, in id order', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const res = await t.request('GET', '/api/v2/subscriptions/', { cookie });
    const [sub] = res.body.subscriptions as Listed[];
    const ids = sub?.entitlements.map((e) => e.id) ?? [];
    expect(ids).toEqual([...ids].sort());
    expect(ids).toContain('password_manager');
    for (const entitlement of sub?.entitlements ?? []) expect(entitlement.name).not.toBe('');
  });
});
