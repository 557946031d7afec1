import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import type { BillingEngine } from '../billing/billing-engine';
import type { AdjustableClock } from './adjustable-clock';

const DAY = 86_400_000;

const ClockBody = z
  .object({
    advanceDays: z.number().min(-3650).max(3650).optional(),
    advanceMs: z.number().int().optional(),
    set: z.string().datetime().optional(),
  })
  .refine((b) => [b.advanceDays, b.advanceMs, b.set].filter((v) => v !== undefined).length <= 1, {
    message: 'Give one of advanceDays, advanceMs or set.',
  });

/**
 * Time travel for API tests and journeys (decision 0035). Registered only when NODE_ENV=test or
 * ENABLE_TEST_CLOCK=1; otherwise these paths do not exist (404). Not part of the contract.
 */
export function registerTestClockRoutes(
  app: FastifyInstance,
  deps: { clock: AdjustableClock; engine: BillingEngine },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const now = () => ({ now: deps.clock.now().toISOString() });

  typed.get('/api/test/clock', { schema: { hide: true } }, async () => now());

  typed.post('/api/test/clock', { schema: { hide: true, body: ClockBody } }, async (request) => {
    const body = request.body;
    if (body.set) deps.clock.set(new Date(body.set));
    else if (body.advanceDays !== undefined) deps.clock.advance(body.advanceDays * DAY);
    else if (body.advanceMs !== undefined) deps.clock.advance(body.advanceMs);
    else throw new HttpError(400, 'validation_failed', 'Give advanceDays, advanceMs or set.');
    return now();
  });

  typed.post('/api/test/billing/run', { schema: { hide: true } }, async () => ({
    ...now(),
    summary: await deps.engine.runDue(deps.clock.now()),
  }));
}
