import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard (decision 0003): a state-changing API call that carries an
 * Origin must come from this site. Browsers always send Origin on such calls; clients without
 * one (curl, server-to-server) are not browsers and cannot ride on a victim's cookie.
 */
export function installOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.routeOptions.config.tenant) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && origin !== configured) {
      throw new HttpError(
        403,
        'cross_origin',
        'This request came from another site and was refused.',
      );
    }
  });
}
