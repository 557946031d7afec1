import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests as tooMany } from '../../http/http-error';

/** Tries per client address and minute (decision 0193 addendum). */
export const CODE_TRIES_PER_MINUTE = 20;

/**
 * One budget of promotion-code guesses per client address, shared by every route that answers
 * whether a code exists (decision 0193 addendum, 0219): the code check spends a try on each
 * call; the estimate spends one on each refused code and answers 429 once the budget is gone,
 * so it is no way around the check's limit. `@fastify/rate-limit` keeps the counters.
 */
export function createCodeGuessLimit(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: CODE_TRIES_PER_MINUTE,
    timeWindow: 60_000,
  });
  return {
    /** Spends one try; 429 past the limit. */
    async spend(request: FastifyRequest): Promise<void> {
      const state = await limiter(request);
      if (!state.isAllowed && state.isExceeded) throw tooMany(state.ttl);
    },
    /** 429 when no try is left, without spending one. */
    async ensureLeft(request: FastifyRequest): Promise<void> {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) throw tooMany(state.ttl);
    },
  };
}

export type CodeGuessLimit = ReturnType<typeof createCodeGuessLimit>;
