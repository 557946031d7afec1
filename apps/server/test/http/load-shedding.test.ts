import { describe, expect, it } from 'vitest';
import { CARDS, cardIntent, checkoutBody, postCheckout } from '../checkout/checkout-client';
import { rowCount } from '../db-tables';
import { startTestServer, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

/**
 * Issue 19 item 6 (decision 0216): a bounded queue. With at most 2 API requests in flight and a
 * slow gateway, a burst of checkouts is partly answered at once with 503 + Retry-After; those did
 * nothing (no charge, no subscription), and the same request sent again later is bought once.
 */
const t = useTestServer(() =>
  startTestServer({ MAX_CONCURRENT_REQUESTS: '2', SANDBOX_GATEWAY_LATENCY_MS: '150' }),
);

describe(`load shedding (${testDatabaseKind})`, () => {
  it('answers a request beyond the bound at once with 503 and Retry-After, and it did nothing', async () => {
    const bodies = [];
    for (let i = 0; i < 6; i++) bodies.push(checkoutBody(await cardIntent(t, CARDS.visa)));
    const [chargesBefore, subsBefore] = [
      await rowCount(t, 'charges'),
      await rowCount(t, 'subscriptions'),
    ];

    const started = performance.now();
    const [health, ...answers] = await Promise.all([
      new Promise<Response>((resolve) => setTimeout(() => resolve(fetch(`${t.url}/healthz`)), 20)),
      ...bodies.map((body) => postCheckout(t, body)),
    ]);
    const shed = answers.filter((a) => a.status === 503);
    const paid = answers.filter((a) => a.status === 200);
    expect(shed.length).toBeGreaterThan(0);
    expect(paid.length + shed.length).toBe(6);
    for (const answer of shed) {
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.body).toMatchObject({ error: { code: 'service_busy' } });
    }
    // The health check is never shed; the shed answers came without waiting for the others.
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await rowCount(t, 'charges')).toBe(chargesBefore + paid.length);
    expect(await rowCount(t, 'subscriptions')).toBe(subsBefore + paid.length);

    // Sent again one by one, the shed purchases are bought, each once.
    for (const [i, answer] of answers.entries())
      if (answer.status === 503) expect((await postCheckout(t, bodies[i])).status).toBe(200);
    expect(await rowCount(t, 'charges')).toBe(chargesBefore + 6);
  });
});
