import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metrics, registry } from '../metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const isLoopback = (request: FastifyRequest) => LOOPBACK.has(request.socket.remoteAddress ?? '');

/**
 * Issue 19 item 7 (decision 0215): request rate, errors and duration per route pattern, counted on
 * every answer; `GET /metrics` in Prometheus' text format. With METRICS_PORT the main port does
 * not answer it (a listener of its own does, `listenForMetrics`); without, it answers loopback
 * callers only — an outside caller gets the 404 any unknown address gets.
 */
export function installMetrics(app: FastifyInstance, settings: { metricsPort: number | null }) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    metrics.httpRequests.inc({ method, route, status_code: reply.statusCode });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.inc({ method, route });
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (settings.metricsPort !== null || !isLoopback(request)) return reply.callNotFound();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** The metrics' own listener on METRICS_PORT (same host as the app); closed with it. */
export async function listenForMetrics(
  host: string,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
