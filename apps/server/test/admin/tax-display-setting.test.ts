import { beforeAll, describe, expect, it } from 'vitest';
import { PRICES } from '../checkout/checkout-client';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { signInNewStaff, type StaffJar, startAdminTestServer } from './staff-client';

// Issue 22 item 3 (decision 0196): an admin sets the tenant's taxDisplay in the back office,
// with a reason, audited with before and after; the next quote uses it at once. A role without
// catalogue.write is refused (403, audited as refused); a bad value is a 400.

const t = useTestServer(startAdminTestServer);
let admin: StaffJar;
beforeAll(async () => {
  admin = await signInNewStaff(t, 'admin');
});

const PATH = '/api/admin/settings/tax-display';
const germanTotal = async () => {
  const res = await t.request('POST', '/api/v1/estimate', {
    body: {
      offerId: 'regular',
      priceId: PRICES.premium12Eur,
      priceIds: [],
      customer: { residenceCountry: 'DE', residenceZipcode: '10115' },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.total.unscaledValue as number;
};

describe(`back office: taxDisplay (${testDatabaseKind})`, () => {
  it('an admin switches to inclusive: audited, and the German quote becomes the list price', async () => {
    expect((await admin.send('GET', PATH)).body).toEqual({ tax_display: 'exclusive' });
    expect(await germanTotal()).toBe(9525); // 80.04 + 19 % (15.21)
    const res = await admin.send('PUT', PATH, {
      body: { tax_display: 'inclusive', reason: 'EU price indication rules' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ tax_display: 'inclusive' });
    expect(await germanTotal()).toBe(8004);
    const audit = await t.server.database.db
      .selectFrom('audit_log')
      .select(['outcome', 'reason', 'after_json', 'target_kind'])
      .where('action', '=', 'tenant.tax_display_changed')
      .where('outcome', '=', 'done')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_kind: 'tenant', reason: 'EU price indication rules' });
    expect(JSON.parse(String(audit[0]?.after_json))).toEqual({ tax_display: 'inclusive' });
  });

  it('refuses a bad value (400) and a finance role (403, audited as refused)', async () => {
    const bad = await admin.send('PUT', PATH, { body: { tax_display: 'gross', reason: 'x' } });
    expect(bad.status).toBe(400);
    const finance = await signInNewStaff(t, 'finance');
    expect((await finance.send('GET', PATH)).status).toBe(200);
    const res = await finance.send('PUT', PATH, {
      body: { tax_display: 'exclusive', reason: 'Trying' },
    });
    expect(res.status).toBe(403);
    const refused = await t.server.database.db
      .selectFrom('audit_log')
      .select('outcome')
      .where('action', '=', 'tenant.tax_display_changed')
      .where('outcome', '=', 'refused')
      .execute();
    expect(refused).toHaveLength(1);
    expect((await admin.send('GET', PATH)).body).toEqual({ tax_display: 'inclusive' });
  });
});
