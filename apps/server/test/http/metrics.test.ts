import { describe, expect, it } from 'vitest';
import { CARDS, cardIntent, checkoutBody, postCheckout } from '../checkout/checkout-client';
import { startTestServer, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

/**
 * Issue 19 item 7 (decision 0215): `GET /metrics` in Prometheus' text format — request rate,
 * errors and duration per route, event-loop lag, statement timings and the business counters —
 * answered to loopback callers on the main port, or on METRICS_PORT only when that is set.
 */
const t = useTestServer();

async function scrape(url = `${t.url}/metrics`): Promise<string> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** One sample's value (0 when the series is not there yet). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(line.indexOf('{') + 1, line.indexOf('}')).split(',');
    if (wanted.every((pair) => inside.includes(pair))) return Number(line.split(' ').pop());
  }
  return 0;
}

describe(`metrics (${testDatabaseKind})`, () => {
  it('counts requests per route pattern (never the raw address) with their duration', async () => {
    // The registry is the process's (as a scraper sees it): other servers in this process count
    // into it too, so the test reads what one request adds.
    const healthz = { route: '/healthz', status_code: '200' };
    const before = sample(await scrape(), 'http_requests_total', healthz);
    await fetch(`${t.url}/healthz`);
    const text = await scrape();
    expect(sample(text, 'http_requests_total', healthz) - before).toBe(1);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/healthz"/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/db_statement_duration_seconds_count\{kind="select"\} [1-9]/);
  });

  it('counts checkouts by result and method, and declines by code', async () => {
    const before = await scrape();
    const paid = await postCheckout(t, checkoutBody(await cardIntent(t, CARDS.visa)));
    expect(paid.status).toBe(200);
    const declined = await postCheckout(t, checkoutBody(await cardIntent(t, CARDS.insufficient)));
    expect(declined.status).toBe(402);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('halyard_checkouts_total', { result: 'paid', method: 'card' })).toBe(1);
    expect(delta('halyard_checkouts_total', { result: 'declined', method: 'card' })).toBe(1);
    expect(delta('halyard_payment_declines_total', { code: 'insufficient_funds' })).toBe(1);
    expect(delta('halyard_payments_total', { currency: 'USD' })).toBe(1);
  });

  it('answers loopback callers only: from elsewhere it is an unknown address', async () => {
    const outside = await t.server.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('http_requests_total');
  });

  it('with METRICS_PORT it is served there, and the main port does not answer it', async () => {
    const own = await startTestServer({ METRICS_PORT: '0' });
    try {
      expect(own.server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect(await scrape(own.server.metricsUrl ?? '')).toContain('http_requests_total');
      expect((await fetch(`${own.url}/metrics`)).status).toBe(404);
    } finally {
      await own.close();
    }
  });
});
