// POST /api/v1/checkout (sign-up at checkout, Premium 12 months by card) against the hello-world
// of lib.mjs in the same run. Every checkout needs its own payment intent: they are created
// (card tokenised at the sandbox gateway, intent confirmed with it) before the timed run, and
// autocannon's setupRequest hands each request the next one.
import { randomUUID } from 'node:crypto';
import { measure, report, startBuiltServer, startHelloWorld } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const intentCount = Number(process.env.BENCH_INTENTS ?? 6000);
// BENCH_DATABASE_URL=postgres://… runs the product on PostgreSQL instead of the SQLite file.
const databaseUrl = process.env.BENCH_DATABASE_URL;
const headers = { 'content-type': 'application/json', 'x-tenant-id': 'halyard' };

const hello = await startHelloWorld();
const baseline = await measure({ url: hello.url, connections, duration });
await hello.stop();

const server = await startBuiltServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
async function post(path, body) {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}
const RESIDENCE = { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' };
const ORDER = {
  offerId: 'regular',
  priceId: 'regular-premium-12m-usd',
  priceIds: ['regular-premium-12m-usd'],
  checkoutItems: [],
};

/** A card intent for ORDER, as the SPA makes it: its id and the client secret it keeps. */
async function newIntent() {
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
  const token = await post('/sandbox-gateway/v1/tokens', card);
  const { chargebeeBody } = await post('/api/v1/payment-intent', {
    amount: { unscaledValue: 0, scale: 2, currency: 'USD' },
    paymentMethodType: 'card',
    paymentSource: { token: token.id, clientSecret: token.client_secret },
    order: { ...ORDER, customer: RESIDENCE },
  });
  const intent = JSON.parse(chargebeeBody);
  return { id: intent.id, secret: intent.client_secret };
}

const started = Date.now();
const intents = [];
for (let i = 0; i < intentCount; i += 50) {
  const batch = Array.from({ length: Math.min(50, intentCount - i) }, newIntent);
  intents.push(...(await Promise.all(batch)));
}
const preparedSeconds = (Date.now() - started) / 1000;

const body = (intent) => ({
  checkoutAttemptId: randomUUID(),
  ...ORDER,
  paymentIntentId: intent.id,
  paymentIntentClientSecret: intent.secret,
  paymentSourceType: 'card',
  customer: { email: `bench-${randomUUID()}@example.com`, ...RESIDENCE },
  isTaxable: true,
});

let next = 0;
const checkout = await measure({
  url: `${server.url}/api/v1/checkout`,
  method: 'POST',
  headers,
  connections,
  duration,
  requests: [
    {
      method: 'POST',
      setupRequest(request) {
        const intent = intents[next++ % intents.length];
        return { ...request, body: JSON.stringify(body(intent)) };
      },
    },
  ],
});
await server.stop();

report(databaseUrl ? 'checkout-postgres' : 'checkout', {
  connections,
  durationSeconds: duration,
  database: databaseUrl ? 'postgres' : 'sqlite',
  intentsPrepared: intentCount,
  intentsPreparedInSeconds: preparedSeconds,
  intentsUsed: Math.min(next, intentCount),
  baseline: { route: 'GET /hello (fastify + helmet + cookie)', ...baseline },
  subject: { route: 'POST /api/v1/checkout (sign-up, card, CA tax)', ...checkout },
  ratioToBaseline: Number((checkout.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
});
if (next > intentCount) process.stderr.write('BENCH_INTENTS too low: intents were reused (409s)\n');
