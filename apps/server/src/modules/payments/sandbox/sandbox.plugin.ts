import type { FastifyInstance } from 'fastify';
import { refuseForeignOrigin } from '../../../http/origin-check';
import type { Site } from '../../../http/site';
import { registerCardFramePage } from './card-frame.routes';
import { registerSandboxApiRoutes } from './sandbox-api.routes';
import type { SandboxGateway } from './sandbox-gateway';
import { registerPayPalPages } from './paypal.routes';
import { registerThreeDSecurePages } from './three-d-secure.routes';

export interface SandboxHttpSettings {
  /** The configured origins a POST may come from (decision 0105). */
  readonly site: Site;
  /** Shown on the PayPal page as the payee. */
  readonly merchantName: string;
}

/**
 * The sandbox gateway's HTTP surface under /sandbox-gateway/, in its own encapsulated scope: the
 * form-body parser and the origin check below apply to these routes only.
 */
export async function installSandboxHttp(
  app: FastifyInstance,
  sandbox: SandboxGateway,
  settings: SandboxHttpSettings,
): Promise<void> {
  await app.register(async (scope) => {
    // The 3-D Secure and PayPal pages post plain HTML forms (no script under the strict CSP).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Same-site only: a page elsewhere must not tokenise, approve or fail on a customer's behalf.
    scope.addHook('onRequest', async (request) => {
      if (request.method === 'POST') refuseForeignOrigin(settings.site, request);
    });
    registerSandboxApiRoutes(scope, sandbox);
    registerCardFramePage(scope);
    registerThreeDSecurePages(scope, sandbox);
    registerPayPalPages(scope, sandbox, settings.merchantName);
  });
}
