import client from 'prom-client';

/**
 * The process's Prometheus metrics (issue 19 item 7, decision 0215): one registry per process,
 * as a scraper sees a process. Platform layer: any module may count into it; `GET /metrics`
 * (http/metrics.plugin.ts) and the benches read it.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];

/** A counter in this process's registry, by the labels named. */
const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  new client.Counter({ name, help, labelNames, registers: [registry] });

export const metrics = {
  /** Every answered request by its route pattern (never the raw URL: ids would explode it). */
  httpRequests: counter(
    'http_requests_total',
    'HTTP requests answered, by method, route pattern and status code',
    ['method', 'route', 'status_code'],
  ),
  httpDuration: new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  }),
  httpErrors: counter(
    'http_request_errors_total',
    'Requests answered 5xx, by method and route pattern',
    ['method', 'route'],
  ),
  shed: counter(
    'http_requests_shed_total',
    'API requests answered 503 with Retry-After because too many were in flight',
  ),
  /** Kysely's query log: each statement's time, by its first keyword. */
  dbStatements: new client.Histogram({
    name: 'db_statement_duration_seconds',
    help: 'Database statement time, by kind (select, insert, update, delete, other)',
    labelNames: ['kind'] as const,
    buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05, 0.25, 1],
    registers: [registry],
  }),
  /** Decision 0226: how often a kept answer served a read, by cache. */
  readCache: counter(
    'halyard_read_cache_total',
    'Cached reads by cache and result (hit; miss: read and kept; uncached: read, not kept)',
    ['cache', 'result'],
  ),
  checkouts: counter(
    'halyard_checkouts_total',
    'Checkout submissions answered, by result and payment method',
    ['result', 'method'],
  ),
  declines: counter(
    'halyard_payment_declines_total',
    'Charges the gateway declined, by decline code',
    ['code'],
  ),
  payments: counter('halyard_payments_total', 'Charges booked in the ledger, by currency', [
    'currency',
  ]),
  renewals: counter('halyard_renewals_total', 'Renewals the billing engine handled, by outcome', [
    'outcome',
  ]),
  refunds: counter('halyard_refunds_total', 'Refunds booked in the ledger, by currency', [
    'currency',
  ]),
  notices: counter(
    'halyard_emails_sent_total',
    'Emails (notices, receipts, reminders) handed to the mail transport, by kind',
    ['kind'],
  ),
};

/** The first keyword of a statement, as a small fixed label set. */
export function statementKind(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'other';
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete'
    ? word
    : 'other';
}

/** A pool's state as gauges, read when scraped (PostgreSQL; SQLite has one connection). */
export function watchPool(pool: {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}): void {
  const gauge = (name: string, help: string, read: () => number) => {
    registry.removeSingleMetric(name);
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  };
  gauge('db_pool_connections', 'Connections the PostgreSQL pool holds', () => pool.totalCount);
  gauge('db_pool_idle_connections', 'Idle connections in the pool', () => pool.idleCount);
  gauge('db_pool_waiting_requests', 'Queries waiting for a connection', () => pool.waitingCount);
}

/**
 * Counts one checkout submission by its answer (issue 19 item 7): paid, waiting for the buyer
 * (3-D Secure, PayPal), declined (402 or a failed charge in the body), refused (another 4xx) or
 * error. The answer or the error passes through unchanged.
 */
export async function countCheckout<T extends { readonly status: number; readonly body: unknown }>(
  method: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await run();
    const bodyStatus = (answer.body as { status?: unknown } | null)?.status;
    const result =
      bodyStatus === 'requires_action' || answer.status === 202
        ? 'requires_action'
        : bodyStatus === 'failed'
          ? 'declined'
          : 'paid';
    metrics.checkouts.inc({ result, method });
    return answer;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    const result =
      status === 402
        ? 'declined'
        : typeof status === 'number' && status >= 400 && status < 500
          ? 'refused'
          : 'error';
    metrics.checkouts.inc({ result, method });
    throw error;
  }
}
