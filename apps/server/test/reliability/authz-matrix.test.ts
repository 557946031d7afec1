import { randomUUID } from 'node:crypto';
import {
  allRoutes,
  providerWebhookRoutes,
  sandboxGatewayRoutes,
  type RouteContract,
} from '@halyard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesOf, publicId, subscriptionRow } from '../billing/helpers';
import { cardSource } from '../payments/sandbox-client';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { idFields, sampleOf, setPath } from './schema-sample';
import { createSoftAuthenticator } from '../account/soft-authenticator';

/**
 * The authorization matrix (issue 10 item 4, decision 0093), generated from `allRoutes` so a new
 * route is covered the day it is listed:
 * - every id-bearing input of every route, filled with the id of another user of the same tenant
 *   and of a user of another tenant, answers 404 (decision 0008: never 403, never the data);
 * - every state-changing route refuses a foreign Origin (403) and a missing tenant header (400),
 *   and every signed-in one refuses a request without a valid session (401).
 * An id-like input the generator does not know fails the run until it is classified below.
 */

type Kind =
  | 'subscription'
  | 'invoice'
  | 'paymentMethod'
  | 'idAlert'
  | 'dnsAddress'
  | 'dedicatedIp'
  | 'passkey'
  | 'session'
  | 'dataExport';

/** Inputs that name one user's record, by field name (body / query) … */
const OWNED_FIELDS: Record<string, Kind> = {
  subscription_id: 'subscription',
  subscriptionId: 'subscription',
  payment_method_id: 'paymentMethod',
  paymentMethodId: 'paymentMethod',
};
/** … and path parameters, by the collection they follow (`/subscriptions/{id}`). */
const OWNED_PATH_COLLECTIONS: Record<string, Kind> = {
  subscriptions: 'subscription',
  invoices: 'invoice',
  alerts: 'idAlert',
  addresses: 'dnsAddress',
  'dedicated-ip': 'dedicatedIp',
  // Issue 23: a user's passkeys and sessions (decisions 0112, 0114).
  passkeys: 'passkey',
  sessions: 'session',
  // Issue 22 item 6: a customer's data export (decision 0195).
  'data-exports': 'dataExport',
  // Issue 22 item 1: a customer's stored payment methods (decision 0191).
  'payment-methods': 'paymentMethod',
};

/** Id-like inputs that do not name a user's record, and why ("*" = on every route). */
const NOT_OWNED: Record<string, string> = {
  '* offerId': 'catalogue offer id: public, the same for every buyer of a tenant',
  '* priceId': 'catalogue price id: public',
  '* priceIds': 'catalogue price ids: public',
  '* checkoutAttemptId':
    "the client's own idempotency key, scoped by tenant; a reused one answers 422 (decision 0020)",
  '* pageViewId': 'an analytics correlation id the browser makes up',
  '* paymentIntentId':
    'usable only with the client secret its creating browser got (and by its signed-in creator): another client, tenant or user gets "Unknown payment intent" (decision 0101, test/checkout/payment-binding.test.ts)',
  '* referrerId': "a referral code: public by design, it is in the referrer's share link",
  '* referralCampaignId': 'a public campaign name',
  'POST /api/page-view body.subscriptionId':
    'an analytics label the page reports; stored as sent, never looked up or shown',
  'POST /data-platform/resource_type/payment_result/v1/write body.uid':
    'analytics: the client-reported user label of a payment result, stored only',
  'POST /data-platform/resource_type/payment_result/v1/write body.transId':
    'analytics: the client-reported transaction label, stored only',
  'GET /sandbox-gateway/v1/payment-intents/{id} params.id':
    "the payment gateway's intent lookup (an external PSP's API; the id is the capability)",
  'GET /api/v1/offers/{offerId} params.offerId': 'catalogue offer id: public',
  'POST /api/webhooks/stripe body.id':
    "Stripe's event id: the request is Stripe's, authenticated by its signature (decision 0153)",
  'POST /api/webhooks/stripe body.data.object.id': "the id of Stripe's object the event is about",
  'POST /api/v1/auth/passkey body.credential.id':
    "a WebAuthn credential id: only a signature by that credential's key over this browser's challenge signs in (decision 0112)",
  'POST /api/v1/auth/passkey body.credential.rawId': 'the same credential id, as bytes',
  'POST /api/v2/users/passkeys body.credential.id':
    'the id of the credential being added, made by the authenticator; a taken one is 409',
  'POST /api/v2/users/passkeys body.credential.rawId': 'the same credential id, as bytes',
  'POST /api/v2/subscriptions/{id}/save-offer body.offer_id':
    'a save offer of the public catalogue table (decision 0183); which one a reason may take is checked against the subscription, a foreign one is 409',
  'PUT /api/v2/users/billing-details body.vat_id':
    "the customer's own tax registration number, checked for its country's format; it names no record (issue 22, decision 0190)",
  ...Object.fromEntries(
    [
      'POST /api/v1/payment-intent body.order.billingDetails.vat_id',
      'POST /order/api/payment-intent body.order.billingDetails.vat_id',
      'POST /api/v1/checkout body.billingDetails.vat_id',
      'POST /api/v1/checkout-for-customer body.billingDetails.vat_id',
      'POST /api/v1/estimate body.billingDetails.vat_id',
    ].map((input) => [
      input,
      "the buyer's own tax registration number given at checkout, checked for the order's country; it names no record (decision 0198)",
    ]),
  ),
};

/**
 * Valid requests for routes whose body the schema sampler cannot make (a value must exist in the
 * catalogue, a field depends on another). `own` is the acting party's own records.
 */
type Template = (
  own: Party,
  field: string | undefined,
) => Promise<{ body?: unknown; query?: Record<string, string> }>;
const US_CA = { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' };
const paymentIntentTemplate: Template = async (own) => ({
  body: {
    checkoutAttemptId: `att_${randomUUID()}`,
    amount: { unscaledValue: 0, scale: 2, currency: 'USD' },
    userSession: { pageViewId: 'pv-matrix' },
    paymentMethodType: 'card',
    flow: 'edit_subscription',
    editSubscriptionFlowDetails: { subscriptionId: own.ids.subscription },
    paymentSource: await cardSource(t, '4242424242424242'),
    order: { offerId: 'regular', priceId: 'regular-premium-12m-usd', customer: US_CA },
    returnUrl: '/checkout/return',
  },
});
const sixDigits: Template = async () => ({ body: { code: '123456' } });
const TEMPLATES: Record<string, Template> = {
  // A code must look like one (6 digits) to get past validation to the session check.
  'POST /api/v2/users/two-factor/confirm': sixDigits,
  'POST /api/v2/users/two-factor/recovery-codes': sixDigits,
  'POST /api/v2/users/two-factor/disable': async () => ({
    body: { password: 'a password', code: '123456' },
  }),
  'POST /api/v1/auth/second-factor': sixDigits,
  'POST /api/v1/payment-intent': paymentIntentTemplate,
  'POST /order/api/payment-intent': paymentIntentTemplate,
  // Another plan with a stored method; with a subscription id: an add-on to that subscription.
  'POST /api/v1/checkout-for-customer': async (own, field) => ({
    body: {
      checkoutAttemptId: `att_${randomUUID()}`,
      offerId: 'regular',
      paymentMethodId: own.ids.paymentMethod,
      customer: US_CA,
      confirmSecondSubscription: true,
      ...(field === 'body.subscriptionId'
        ? {
            flow: 'add_addon',
            subscriptionId: own.ids.subscription,
            priceIds: ['regular-addon-idp_monitoring-12m-usd'],
          }
        : { priceId: 'regular-basic-1m-usd' }),
    },
  }),
  // The bank's page returns to a path on this site; the subscription id is in the path.
  'POST /api/v2/subscriptions/{id}/authenticate-payment': async () => ({
    body: { return_path: '/subscriptions' },
  }),
  'POST /api/v1/estimate': async (own) => ({
    body: {
      offerId: 'regular',
      priceId: 'regular-premium-12m-usd',
      customer: US_CA,
      subscriptionId: own.ids.subscription,
    },
  }),
};

/** Routes exempt from the 401 sweep although they change state while signed in, and why. */
const SESSION_OPTIONAL: Record<string, string> = {};

interface Party {
  name: string;
  cookie: string;
  password: string;
  tenant: string;
  ids: Partial<Record<Kind, string>>;
}

const keyOf = (r: RouteContract) => `${r.method} ${r.path}`;
const isSandbox = (r: RouteContract) => sandboxGatewayRoutes.includes(r);
/**
 * Called by a payment provider, not a browser: no Origin, no tenant header, no session — a
 * request is the provider's when its signature says so (test/payments/stripe-webhooks.test.ts).
 */
const isProviderCalled = (r: RouteContract) => providerWebhookRoutes.includes(r);
const changesState = (r: RouteContract) => r.method !== 'GET';

function classify(route: RouteContract) {
  const owned: { field: string; kind: Kind }[] = [];
  const unknown: string[] = [];
  // The back office's ids name any customer of the staff member's tenant: its own matrix
  // (admin-authz-matrix.test.ts) proves roles and tenants; Origin and tenant header are below.
  if (route.staff) return { owned, unknown };
  for (const field of idFields(route)) {
    const name = field.split('.').at(-1) as string;
    if (NOT_OWNED[`${keyOf(route)} ${field}`] || NOT_OWNED[`* ${name}`]) continue;
    let kind: Kind | undefined;
    if (field.startsWith('params.')) {
      const segments = route.path.split('/');
      const at = segments.indexOf(`{${name}}`);
      kind = OWNED_PATH_COLLECTIONS[segments[at - 1] ?? ''];
    } else kind = OWNED_FIELDS[name];
    if (kind) owned.push({ field, kind });
    else unknown.push(field);
  }
  return { owned, unknown };
}

let t: TestServer;
const parties: Record<'a' | 'b' | 'c', Party> = {} as Record<'a' | 'b' | 'c', Party>;

async function storeCard(cookie: string, tenant: string): Promise<string> {
  const body = await cardSource(t, '4242424242424242');
  const res = await t.request('PUT', '/api/v2/payment-method', { cookie, tenant, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payment_method.id as string;
}

/** Where a party's records of the newer kinds are found (their own list calls). */
const DISCOVER: Partial<Record<Kind, (p: Party) => Promise<string | undefined>>> = {
  async idAlert(p) {
    const res = await t.request('GET', '/api/v1/id-defender/alerts', as(p));
    return res.status === 200 ? res.body.alerts?.[0]?.id : undefined;
  },
  async dnsAddress(p) {
    const list = async () => {
      const res = await t.request('GET', '/api/v2/dns-settings', as(p));
      return res.status === 200 ? (res.body.addresses?.[0]?.id as string | undefined) : undefined;
    };
    const found = await list();
    if (found) return found;
    await t.request('POST', '/api/v2/dns-settings/addresses', { ...as(p), body: {} });
    return list();
  },
  async dedicatedIp(p) {
    const res = await t.request('GET', '/api/v2/dedicated-ip', as(p));
    return res.status === 200 ? res.body.dedicated_ips?.[0]?.id : undefined;
  },
  /** A passkey each party adds (a software authenticator answers the real ceremony). */
  async passkey(p) {
    const options = await t.request('POST', '/api/v2/users/passkeys/options', {
      ...as(p),
      body: { password: p.password },
    });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const challengeCookie = (options.headers.getSetCookie()[0] ?? '').split(';')[0];
    const { response } = createSoftAuthenticator(t.url).register(options.body.options);
    const added = await t.request('POST', '/api/v2/users/passkeys', {
      tenant: p.tenant,
      cookie: `${p.cookie}; ${challengeCookie}`,
      body: { name: 'Matrix key', credential: response },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body.id as string;
  },
  /** A data export each party asks for and the background run prepares (decision 0195). */
  async dataExport(p) {
    const asked = await t.request('POST', '/api/v2/users/data-exports', { ...as(p), body: {} });
    expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300);
    await t.server.app.dataExports.runDue(t.clock.now());
    return asked.body.export.id as string;
  },
  /** The party's own session (the one the matrix signs in with). */
  async session(p) {
    const res = await t.request('GET', '/api/v2/users/sessions', as(p));
    return res.body.sessions?.find((s: { current: boolean }) => s.current)?.id;
  },
};
const as = (p: Party) => ({ cookie: p.cookie, tenant: p.tenant });

async function northwindParty(): Promise<Party> {
  const signUp = await t.request('POST', '/api/v1/auth/sign-up', {
    tenant: 'northwind',
    body: { email: 'matrix@northwind.example', password: 'a long northwind password' },
  });
  expect(signUp.status).toBe(201);
  const db = t.server.database.db;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', 'northwind')
    .where('email', '=', 'matrix@northwind.example')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ residence_country: 'US', residence_state: 'CA', residence_zipcode: '94105' })
    .where('id', '=', user.id)
    .execute();
  const template = await subscriptionRow(t, 'premium-us');
  const id = randomUUID();
  await db
    .insertInto('subscriptions')
    .values({
      ...template,
      id,
      tenant_id: 'northwind',
      user_id: user.id,
      krn: `krn:northwind:subscription:${id}`,
      subscription_id: 'sub_northwind_matrix',
      payment_method_id: null,
    })
    .execute();
  const invoiceId = randomUUID();
  await db
    .insertInto('invoices')
    .values({
      id: invoiceId,
      tenant_id: 'northwind',
      user_id: user.id,
      subscription_id: id,
      number: 'INV-NW-000001',
      kind: 'invoice',
      related_invoice_id: null,
      currency: 'USD',
      subtotal: 1000,
      discount: 0,
      tax: 0,
      total: 1000,
      lines: '[]',
      payment_summary: null,
      issued_at: t.clock.now().toISOString(),
    })
    .execute();
  const cookie = signUp.cookie as string;
  return {
    name: 'c (northwind)',
    cookie,
    password: 'a long northwind password',
    tenant: 'northwind',
    ids: {
      subscription: 'sub_northwind_matrix',
      invoice: invoiceId,
      paymentMethod: await storeCard(cookie, 'northwind'),
    },
  };
}

beforeAll(async () => {
  t = await startTestServer();
  for (const [name, key] of [
    ['a', 'dedicated-ip'],
    ['b', 'id-defender'],
  ] as const) {
    const cookie = await signInAs(t, key);
    parties[name] = {
      name: `${name} (halyard ${key})`,
      cookie,
      password: DEMO_PASSWORD,
      tenant: 'halyard',
      ids: {
        subscription: publicId(key),
        invoice: (await invoicesOf(t, key))[0]?.id as string,
        paymentMethod: await storeCard(cookie, 'halyard'),
      },
    };
  }
  parties.c = await northwindParty();
  // Every party's subscription is in its grace period (a renewal failed), so "retry the payment
  // with this stored method" reaches the method lookup instead of answering nothing_to_collect.
  const grace = await subscriptionRow(t, 'grace');
  for (const p of Object.values(parties))
    await t.server.database.db
      .updateTable('subscriptions')
      .set({
        next_payment_date: grace.next_payment_date,
        auto_bill_payment_failed: grace.auto_bill_payment_failed,
        auto_bill_failed_on: grace.auto_bill_failed_on,
        renewal_attempts: grace.renewal_attempts,
        next_retry_at: grace.next_retry_at,
      })
      .where('tenant_id', '=', p.tenant)
      .where('subscription_id', '=', p.ids.subscription as string)
      .execute();
  for (const p of Object.values(parties))
    for (const [kind, discover] of Object.entries(DISCOVER)) {
      const id = await discover(p);
      if (id) p.ids[kind as Kind] = id;
    }
  before = await ownersRecords();
});
afterAll(() => t.close());

/**
 * What the intruders' requests must leave as it was: every party's subscription rows, stored
 * payment methods and refund requests (the scoping suite's last check, decision 0008).
 */
async function ownersRecords() {
  const db = t.server.database.db;
  const records: Record<string, unknown> = {};
  for (const p of Object.values(parties)) {
    const user = await db
      .selectFrom('subscriptions')
      .select('user_id')
      .where('tenant_id', '=', p.tenant)
      .where('subscription_id', '=', p.ids.subscription as string)
      .executeTakeFirstOrThrow();
    records[p.name] = {
      subscriptions: await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', user.user_id)
        .orderBy('id')
        .execute(),
      paymentMethods: await db
        .selectFrom('payment_methods')
        .selectAll()
        .where('user_id', '=', user.user_id)
        .orderBy('id')
        .execute(),
      refundRequests: await db
        .selectFrom('refund_requests')
        .selectAll()
        .where('user_id', '=', user.user_id)
        .orderBy('id')
        .execute(),
    };
  }
  return records;
}
let before: Record<string, unknown>;

/** The route's path with its parameters filled from `values` (else a sampled value). */
function pathOf(route: RouteContract, values: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? 'x'),
  );
}

/** A request the acting party could validly make on its own records. */
async function baseRequest(route: RouteContract, own: Party, field?: string) {
  const template = await TEMPLATES[keyOf(route)]?.(own, field);
  const body =
    template?.body ?? (route.body ? (sampleOf(route.body) as Record<string, unknown>) : undefined);
  const query =
    template?.query ??
    (route.querystring ? (sampleOf(route.querystring) as Record<string, string>) : undefined);
  const params: Record<string, string> = {};
  for (const { field, kind } of classify(route).owned) {
    const value = own.ids[kind];
    if (value === undefined) continue;
    const [where, ...rest] = field.split('.');
    if (where === 'params') params[rest.join('.')] = value;
    else if (where === 'body' && body && typeof body === 'object')
      setPath(body as Record<string, unknown>, rest.join('.'), value);
    else if (where === 'query' && query) setPath(query, rest.join('.'), value);
  }
  return { body, query, params };
}

function send(
  route: RouteContract,
  req: Awaited<ReturnType<typeof baseRequest>>,
  as: { cookie?: string; tenant: string | null; headers?: Record<string, string> },
) {
  const search = req.query ? `?${new URLSearchParams(req.query).toString()}` : '';
  return t.request(route.method, pathOf(route, req.params) + search, {
    ...(as.cookie && { cookie: as.cookie }),
    tenant: as.tenant,
    ...(as.headers && { headers: as.headers }),
    ...(req.body !== undefined && { body: req.body }),
  });
}

const PAIRS = [
  ['a', 'b'],
  ['b', 'a'],
  ['a', 'c'],
  ['c', 'a'],
  ['b', 'c'],
  ['c', 'b'],
] as const;

describe(`authorization matrix over allRoutes (${testDatabaseKind})`, () => {
  it('every id-like input of every route is classified (owned or explained in NOT_OWNED)', () => {
    const unknown = allRoutes.flatMap((r) =>
      classify(r).unknown.map((field) => `${keyOf(r)} ${field}`),
    );
    expect(
      unknown,
      'Classify these in authz-matrix.test.ts: OWNED_FIELDS / OWNED_PATH_COLLECTIONS (a user’s record: ' +
        'the matrix then proves a foreign one is 404) or NOT_OWNED with the reason',
    ).toEqual([]);
  });

  const idCases = allRoutes.flatMap((route) =>
    classify(route).owned.flatMap(({ field, kind }) =>
      PAIRS.map(([owner, intruder]) => [keyOf(route), field, kind, owner, intruder] as const),
    ),
  );
  it.for(idCases)(
    '%s %s (%s): %s’s id used by %s is 404',
    async ([key, field, kind, ownerName, intruderName], ctx) => {
      const route = allRoutes.find((r) => keyOf(r) === key) as RouteContract;
      const owner = parties[ownerName];
      const intruder = parties[intruderName];
      const foreignId = owner.ids[kind];
      if (foreignId === undefined) {
        // Not every party has every kind of record (a dedicated IP, an alert); at least one must.
        expect(
          Object.values(parties).some((p) => p.ids[kind] !== undefined),
          `no party has a ${kind}: teach the matrix (DISCOVER, or the parties' accounts) where one is`,
        ).toBe(true);
        return ctx.skip();
      }
      // The intruder's own valid request, with only this input swapped for the owner's id.
      const req = await baseRequest(route, intruder, field);
      const [where, ...rest] = field.split('.');
      if (where === 'params') req.params[rest.join('.')] = foreignId as string;
      else if (where === 'query') setPath(req.query ?? (req.query = {}), rest.join('.'), foreignId);
      else {
        expect(
          field.includes('[]'),
          `${key} ${field}: an id inside an array; add a TEMPLATE that places it`,
        ).toBe(false);
        setPath(req.body as Record<string, unknown>, rest.join('.'), foreignId);
      }
      const res = await send(route, req, { cookie: intruder.cookie, tenant: intruder.tenant });
      if (res.status === 403 && res.body.error?.code === 'not_entitled') {
        // A feature gate that refuses before any lookup is no oracle: the same answer must come
        // for an id that exists nowhere.
        const [w, ...r] = field.split('.');
        const unknown = 'does-not-exist-0000';
        if (w === 'params') req.params[r.join('.')] = unknown;
        else if (w === 'query') setPath(req.query ?? (req.query = {}), r.join('.'), unknown);
        else setPath(req.body as Record<string, unknown>, r.join('.'), unknown);
        const control = await send(route, req, as(intruder));
        expect(control.status).toBe(403);
        expect(control.body).toEqual(res.body);
        return;
      }
      expect(
        res.status,
        `${key} with ${owner.name}'s ${kind} as ${intruder.name} answered ${res.status} ` +
          `${JSON.stringify(res.body).slice(0, 300)} — expected 404. If the request was refused for ` +
          `another reason (a 400 of the sampled body), add a valid TEMPLATE for the route.`,
      ).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect(res.body.error.message).not.toMatch(/^No route for/);
    },
  );

  const stateChanging = allRoutes.filter((r) => changesState(r) && !isProviderCalled(r));

  it.each(stateChanging.map(keyOf))('%s refuses a foreign Origin with 403', async (key) => {
    const route = allRoutes.find((r) => keyOf(r) === key) as RouteContract;
    const p = parties.a;
    const res = await send(route, await baseRequest(route, p), {
      cookie: p.cookie,
      tenant: isSandbox(route) ? null : p.tenant,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
  });

  it.each(stateChanging.filter((r) => !isSandbox(r)).map(keyOf))(
    '%s refuses a request without the tenant header with 400',
    async (key) => {
      const route = allRoutes.find((r) => keyOf(r) === key) as RouteContract;
      const p = parties.a;
      const res = await send(route, await baseRequest(route, p), {
        cookie: p.cookie,
        tenant: null,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('tenant_required');
    },
  );

  const signedIn = stateChanging.filter((r) => r.auth && !SESSION_OPTIONAL[keyOf(r)]);
  it.each(signedIn.map(keyOf))(
    '%s refuses no session, a forged session and another tenant’s session with 401',
    async (key) => {
      const route = allRoutes.find((r) => keyOf(r) === key) as RouteContract;
      const p = parties.a;
      const req = await baseRequest(route, p);
      for (const as of [
        { tenant: p.tenant },
        { tenant: p.tenant, cookie: `halyard_session=${'A'.repeat(43)}` },
        { tenant: 'northwind', cookie: p.cookie },
      ]) {
        const res = await send(route, req, as);
        expect(res.status, `${JSON.stringify(as)} → ${JSON.stringify(res.body)}`).toBe(401);
      }
    },
  );

  // A session belongs to its tenant: presented with another tenant's header it is no session
  // there, on reads as on writes (the other tenant's party owns the record asked for).
  const signedInReads = allRoutes.filter(
    (r) => !changesState(r) && r.auth && !SESSION_OPTIONAL[keyOf(r)],
  );
  it.each(signedInReads.map(keyOf))(
    '%s, read with another tenant’s header on a valid session, is 401',
    async (key) => {
      const route = allRoutes.find((r) => keyOf(r) === key) as RouteContract;
      const req = await baseRequest(route, parties.c);
      const res = await send(route, req, { cookie: parties.a.cookie, tenant: parties.c.tenant });
      expect(res.status, JSON.stringify(res.body)).toBe(401);
    },
  );

  it('no owner’s subscriptions, payment methods or refund requests were changed by any of it', async () => {
    expect(await ownersRecords()).toEqual(before);
  });
});
