import { adminRoutes, type RouteContract } from '@halyard/contract';
import { rolesWith, STAFF_ROLES, type StaffRole } from '@halyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { invoicesOf, publicId } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { testDatabaseKind, type TestServer } from '../test-server';
import {
  seededAdmin,
  signInNewStaff,
  signInStaff,
  type StaffJar,
  startAdminTestServer,
} from '../admin/staff-client';
import { sampleOf } from './schema-sample';

/**
 * The back office's authorization matrix (issue 16 item 7, decision 0171), generated from
 * `adminRoutes` so a new route is covered the day it is listed:
 * - every staff route refuses no session, a customer's session, a forged staff cookie and
 *   another tenant's staff session with 401;
 * - every route refuses each role its permission does not include with 403
 *   (`staff_role_forbidden`);
 * - every id in a route's path, taken from this tenant, is 404 to another tenant's admin; every
 *   list another tenant's admin reads holds none of this tenant's records.
 * The customer-facing matrix (authz-matrix.test.ts) covers these routes' Origin and tenant header.
 */

type IdKind =
  | 'customerId'
  | 'subscriptionId'
  | 'invoiceId'
  | 'priceId'
  | 'batchId'
  | 'codeId'
  | 'staffId'
  | 'sessionId';

let t: TestServer;
const staff = {} as Record<StaffRole, StaffJar>;
let foreign: StaffJar;
let customerCookie: string;
const ids = {} as Record<IdKind, string>;
/** What another tenant's answers must never contain. */
const secrets: string[] = [];

const keyOf = (r: RouteContract) => `${r.method} ${r.path}`;
const staffRoutes = adminRoutes.filter((r) => r.staff);
const today = '2026-11-23';

/** Valid inputs the sampler cannot make (patterns, catalogue values, a date range). */
const TEMPLATES: Record<string, { body?: unknown; query?: Record<string, string> }> = {
  'POST /api/admin/offers': {
    body: {
      id: 'matrix-offer',
      name: 'Matrix',
      kind: 'special',
      copy_prices_from: 'regular',
      reason: 'matrix',
    },
  },
  'PUT /api/admin/prices/{priceId}': {
    body: {
      amount: 999,
      next_amount: 999,
      discount_percentage: 0,
      free_period: { length: 0, unit: 'month' },
      reason: 'matrix',
    },
  },
  'POST /api/admin/gift-card-batches': {
    body: {
      label: 'Matrix',
      tier: 'TIER_BASIC',
      months: 1,
      count: 1,
      expires_at: null,
      reason: 'matrix',
    },
  },
  'POST /api/admin/promotion-codes': {
    body: {
      code: 'MATRIX-CODE',
      offer_id: 'regular',
      percent_off_bp: 1000,
      plan_product_ids: [],
      expires_at: null,
      max_redemptions: null,
      per_customer_limit: null,
      new_customers_only: false,
      reason: 'matrix',
    },
  },
  'GET /api/admin/revenue': { query: { from: '2026-11-01', to: today } },
  'GET /api/admin/revenue/export': { query: { from: '2026-11-01', to: today } },
  'GET /api/admin/customers': { query: { q: 'demo.halyard' } },
};

function request(route: RouteContract) {
  const template = TEMPLATES[keyOf(route)];
  const body = template?.body ?? (route.body ? sampleOf(route.body) : undefined);
  const query =
    template?.query ??
    (route.querystring ? (sampleOf(route.querystring) as Record<string, string>) : undefined);
  const url =
    route.path.replace(/\{(\w+)\}/g, (_, name: IdKind) => encodeURIComponent(ids[name] ?? 'x')) +
    (query ? `?${new URLSearchParams(query)}` : '');
  return { url, body };
}

const send = (jar: StaffJar, route: RouteContract) => {
  const { url, body } = request(route);
  return jar.send(route.method, url, body === undefined ? {} : { body });
};

beforeAll(async () => {
  t = await startAdminTestServer();
  staff.admin = await signInStaff(t, seededAdmin());
  staff.support = await signInNewStaff(t, 'support');
  staff.finance = await signInNewStaff(t, 'finance');
  foreign = await signInNewStaff(t, 'admin', 'northwind');
  customerCookie = await signInAs(t, 'basic-us');

  // This tenant's records every id-bearing route names; some exist only here (a new offer's
  // price, a batch): catalogue ids are the same in every tenant's seeded catalogue.
  const db = t.server.database.db;
  const customer = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoEmail('basic-us'))
    .executeTakeFirstOrThrow();
  ids.customerId = customer.id;
  ids.subscriptionId = publicId('basic-us');
  ids.invoiceId = (await invoicesOf(t, 'basic-us'))[0]!.id;
  const offer = await staff.admin.send('POST', '/api/admin/offers', {
    body: {
      id: 'halyard-only',
      name: 'Only here',
      kind: 'special',
      copy_prices_from: 'regular',
      reason: 'matrix setup',
    },
  });
  expect(offer.status).toBe(201);
  ids.priceId = 'halyard-only-basic-1m-usd';
  const batch = await staff.admin.send('POST', '/api/admin/gift-card-batches', {
    body: {
      ...(TEMPLATES['POST /api/admin/gift-card-batches']!.body as object),
      reason: 'matrix setup',
    },
  });
  ids.batchId = batch.body.batch.id;
  const code = await staff.admin.send('POST', '/api/admin/promotion-codes', {
    body: {
      ...(TEMPLATES['POST /api/admin/promotion-codes']!.body as object),
      code: 'HALYARD-ONLY-CODE',
    },
  });
  expect(code.status).toBe(201);
  ids.codeId = code.body.code.id;
  const members = (await staff.admin.send('GET', '/api/admin/staff')).body.staff;
  ids.staffId = members.find((m: { email: string }) => m.email === staff.support.login.email).id;
  const sessions = (await staff.admin.send('GET', '/api/admin/sessions')).body.sessions;
  ids.sessionId = sessions.find(
    (s: { staff_email: string }) => s.staff_email === staff.support.login.email,
  ).id;
  secrets.push(
    ids.customerId,
    demoEmail('basic-us'),
    demoEmail('grace'),
    staff.support.login.email,
    ids.batchId,
    'halyard-only',
    ids.codeId,
  );
});
afterAll(() => t.close());

describe(`back-office authorization matrix over adminRoutes (${testDatabaseKind})`, () => {
  it('every back-office route but the two sign-in steps needs a staff session', () => {
    const open = adminRoutes.filter((r) => !r.staff).map(keyOf);
    expect(open).toEqual(['POST /api/admin/auth/sign-in', 'POST /api/admin/auth/code']);
    for (const route of adminRoutes)
      expect(route.path.startsWith('/api/admin/'), keyOf(route)).toBe(true);
  });

  it.each(staffRoutes.map(keyOf))(
    '%s refuses no session, a customer’s, a forged one and another tenant’s with 401',
    async (key) => {
      const route = staffRoutes.find((r) => keyOf(r) === key) as RouteContract;
      const { url, body } = request(route);
      const attempts: { cookie?: string; tenant?: string }[] = [
        {},
        { cookie: customerCookie },
        { cookie: `halyard_staff=${'A'.repeat(43)}` },
        { cookie: `halyard_staff=${foreign.get('halyard_staff')}` },
      ];
      for (const as of attempts) {
        const res = await t.request(route.method, url, {
          ...(body !== undefined && { body }),
          ...as,
        });
        expect(res.status, `${JSON.stringify(as)} → ${JSON.stringify(res.body)}`).toBe(401);
        expect(res.body.error.code).toBe('staff_sign_in_required');
      }
    },
  );

  const roleCases = staffRoutes.flatMap((route) =>
    route.staff === 'any'
      ? []
      : STAFF_ROLES.filter((role) => !rolesWith(route.staff as never).includes(role)).map(
          (role) => [keyOf(route), role] as const,
        ),
  );
  it('every permission but staff management is some role’s and every route names one', () => {
    expect(roleCases.length).toBeGreaterThan(15);
    for (const route of staffRoutes) expect(route.staff, keyOf(route)).toBeDefined();
  });
  it.each(roleCases)('%s is refused to %s with 403', async (key, role) => {
    const route = staffRoutes.find((r) => keyOf(r) === key) as RouteContract;
    const res = await send(staff[role], route);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.error.code).toBe('staff_role_forbidden');
  });

  // Before the id probes below: those are recorded (refused) in the prober's own audit log.
  const lists = staffRoutes.filter((r) => r.method === 'GET' && !/\{\w+\}/.test(r.path));
  it.each(lists.map(keyOf))(
    '%s shows another tenant’s admin none of this tenant’s records',
    async (key) => {
      const route = lists.find((r) => keyOf(r) === key) as RouteContract;
      const res = await send(foreign, route);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      for (const secret of secrets) expect(text).not.toContain(secret);
    },
  );

  const idRoutes = staffRoutes.filter((r) => /\{\w+\}/.test(r.path));
  it.each(idRoutes.map(keyOf))(
    '%s with this tenant’s ids is 404 to another tenant’s admin',
    async (key) => {
      const route = idRoutes.find((r) => keyOf(r) === key) as RouteContract;
      const res = await send(foreign, route);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    },
  );
});
