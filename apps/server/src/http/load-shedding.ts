import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metrics } from '../metrics';
import { SERVICE_BUSY } from './error-handler';

const BUSY = { error: { code: 'service_busy', message: SERVICE_BUSY } };

/**
 * Issue 19 item 6 (decision 0216): a bounded queue. Node accepts every connection; without a
 * bound, 200 clients queue behind one another and the last waits 47 s. At most `maxInFlight` API
 * requests are worked on at once; one more is answered at once with 503 and `Retry-After` —
 * before any handler ran, so nothing (no checkout, no charge) is half-done, and a client's retry
 * with the same idempotency key is safe. Pages and static files are not limited here.
 */
export function installLoadShedding(app: FastifyInstance, settings: { maxInFlight: number }) {
  if (settings.maxInFlight <= 0) return;
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight--;
  };
  app.addHook('onRequest', async (request, reply) => {
    // Only the API is bounded: health checks, /metrics, pages and assets always answer.
    if (!request.url.startsWith('/api/')) return;
    if (inFlight >= settings.maxInFlight) {
      metrics.shed.inc();
      return reply.code(503).header('retry-after', '1').send(BUSY);
    }
    inFlight++;
    counted.add(request);
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
}
