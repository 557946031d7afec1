import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import type { Site } from './site';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossOrigin = () =>
  new HttpError(403, 'cross_origin', 'This request came from another site and was refused.');

/**
 * A state-changing request that carries an Origin must carry one of the site's configured origins
 * (decision 0105: never compared with the request's own Host, which the client chooses).
 */
export function refuseForeignOrigin(site: Site, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !site.origins.has(origin)) throw crossOrigin();
}

/**
 * Cross-site request forgery guard (decision 0003): a state-changing API call that carries an
 * Origin must come from this site. Browsers always send Origin on such calls; clients without
 * one (curl, server-to-server) are not browsers and cannot ride on a victim's cookie.
 */
export function installOriginCheck(app: FastifyInstance, site: Site): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.routeOptions.config.tenant) return;
    refuseForeignOrigin(site, request);
  });
}
