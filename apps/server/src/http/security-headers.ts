import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { cspDirectives } from './csp';

/**
 * Security headers on every answer (helmet's defaults, decision 0092's Content-Security-Policy),
 * from one helmet middleware built at start (issue 19): `@fastify/helmet` builds a new middleware
 * — and re-parses every CSP directive — on each request, which a profile of the portal read showed
 * as 5 % of the server's CPU. Only the script nonce is computed per answer.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  upgradeInsecureRequests: boolean,
  gateway: Parameters<typeof cspDirectives>[1],
): void {
  const setHeaders = helmet({
    // Same-origin form posts must carry a real Origin (the CSRF check reads it); no-referrer would
    // make browsers send `Origin: null`.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: { directives: cspDirectives(upgradeInsecureRequests, gateway) },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
