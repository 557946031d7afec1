import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxIdDefenderPartner } from '../../src/modules/id-defender/sandbox/sandbox-id-defender';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

let t: TestServer;
let full: string; // id-defender: Premium with every ID Defender add-on group
let premium: string; // premium-us: Premium includes ID alerts only (decision 0014)
let basic: string; // basic-us: no ID Defender at all
beforeAll(async () => {
  t = await startTestServer();
  [full, premium, basic] = await Promise.all([
    signInAs(t, 'id-defender'),
    signInAs(t, 'premium-us'),
    signInAs(t, 'basic-us'),
  ]);
});
afterAll(() => t.close());

const get = (path: string, cookie: string) =>
  t.request('GET', `/api/v1/id-defender/${path}`, { cookie });
const sandbox = () => t.server.app.idDefenderPartner as SandboxIdDefenderPartner;

describe(`ID Defender alerts (${testDatabaseKind})`, () => {
  it('lists the partner’s alerts newest first, with severity and date, all unread at first', async () => {
    const res = await get('alerts', full);
    expect(res.status).toBe(200);
    const alerts = res.body.alerts as { detected_at: string; severity: string; read_at: null }[];
    expect(alerts.length).toBeGreaterThan(1);
    expect(res.body.unread).toBe(alerts.length);
    for (const alert of alerts) {
      expect(['low', 'medium', 'high']).toContain(alert.severity);
      expect(alert.read_at).toBeNull();
      expect(Date.parse(alert.detected_at)).toBeLessThanOrEqual(t.clock.now().getTime());
    }
    const dates = alerts.map((a) => a.detected_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('is the same data on every call (the sandbox is deterministic per member)', async () => {
    const [a, b] = await Promise.all([get('alerts', full), get('alerts', full)]);
    expect(a.body).toEqual(b.body);
  });

  it('marks an alert read once (idempotent) and counts it out of the unread ones', async () => {
    const before = await get('alerts', full);
    const [first] = before.body.alerts;
    const mark = await t.request('POST', `/api/v1/id-defender/alerts/${first.id}/read`, {
      cookie: full,
    });
    expect(mark.status).toBe(200);
    expect(mark.body).toMatchObject({ id: first.id, read_at: t.clock.now().toISOString() });
    t.clock.advance(60_000);
    const again = await t.request('POST', `/api/v1/id-defender/alerts/${first.id}/read`, {
      cookie: full,
    });
    expect(again.body.read_at).toBe(mark.body.read_at);
    const after = await get('alerts', full);
    expect(after.body.unread).toBe(before.body.unread - 1);
    expect(after.body.alerts[0].read_at).toBe(mark.body.read_at);
  });

  it('answers 404 for another user’s alert id and 400 for a malformed one', async () => {
    const others = await get('alerts', full);
    const foreign = others.body.alerts[1].id as string;
    const res = await t.request('POST', `/api/v1/id-defender/alerts/${foreign}/read`, {
      cookie: premium,
    });
    expect(res.status).toBe(404);
    const bad = await t.request('POST', '/api/v1/id-defender/alerts/not%20an%20id/read', {
      cookie: full,
    });
    expect(bad.status).toBe(400);
  });

  it('shows new alerts as the clock moves on (partner history grows)', async () => {
    const before = await get('alerts', full);
    const start = t.clock.now();
    t.clock.advance(120 * 86_400_000);
    const later = await get('alerts', await signInAs(t, 'id-defender'));
    t.clock.set(start);
    expect(later.body.alerts.length).toBeGreaterThan(before.body.alerts.length);
  });
});

describe('spec §6/§9: each page only for the add-on group that enables it', () => {
  it('Premium has ID alerts but not insurance, data removal or the credit scanner', async () => {
    expect((await get('alerts', premium)).status).toBe(200);
    for (const path of ['insurance', 'data-removal', 'credit-scanner']) {
      const res = await get(path, premium);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('not_entitled');
    }
  });

  it('Basic has none of them', async () => {
    for (const path of ['alerts', 'insurance', 'data-removal', 'credit-scanner']) {
      expect((await get(path, basic)).status).toBe(403);
    }
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/api/v1/id-defender/alerts')).status).toBe(401);
  });
});

describe('ID Defender insurance, data removal and credit scanner', () => {
  it('gives the policy: coverage, policy number and claim contact', async () => {
    const res = await get('insurance', full);
    expect(res.status).toBe(200);
    expect(res.body.policy_number).toMatch(/^IDT-[0-9A-F]{8}$/);
    expect(res.body.coverage).toEqual({ unscaledValue: 100_000_000, scale: 2, currency: 'USD' });
    expect(res.body.claim).toMatchObject({ phone: expect.any(String), email: expect.any(String) });
  });

  it('lists the broker removal requests with a status each, counted by status', async () => {
    const res = await get('data-removal', full);
    expect(res.status).toBe(200);
    const requests = res.body.requests as { status: string }[];
    expect(requests.length).toBeGreaterThan(0);
    const total = Object.values(res.body.counts as Record<string, number>).reduce((a, b) => a + b);
    expect(total).toBe(requests.length);
    // 60 days after enrolment some removals are done.
    expect(res.body.counts.removed + res.body.counts.no_record).toBeGreaterThan(0);
  });

  it('gives the latest monthly scan of three bureaus and the yearly report', async () => {
    const res = await get('credit-scanner', full);
    expect(res.status).toBe(200);
    expect(res.body.scan.scores.map((s: { bureau: string }) => s.bureau)).toEqual([
      'equifax',
      'experian',
      'transunion',
    ]);
    expect(Date.parse(res.body.scan.scanned_at)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(Date.parse(res.body.scan.next_scan_at)).toBeGreaterThan(t.clock.now().getTime());
    expect(res.body.report).toMatchObject({ open_accounts: expect.any(Number) });
  });
});

describe('partner unavailable', () => {
  it('answers 503 partner_unavailable with a clear message, never a 500', async () => {
    sandbox().setOutage(true);
    try {
      for (const path of ['alerts', 'insurance', 'data-removal', 'credit-scanner']) {
        const res = await get(path, full);
        expect(res.status).toBe(503);
        expect(res.body.error).toMatchObject({ code: 'partner_unavailable' });
        expect(res.body.error.message).toMatch(/try again/i);
      }
    } finally {
      sandbox().setOutage(false);
    }
    expect((await get('alerts', full)).status).toBe(200);
  });
});
