import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { registerSandboxApiRoutes } from './sandbox-api.routes';
import type { SandboxGateway } from './sandbox-gateway';
import { registerPayPalPages } from './paypal.routes';
import { registerThreeDSecurePages } from './three-d-secure.routes';

export interface SandboxHttpSettings {
  /** PUBLIC_URL: accepted as Origin besides the server's own. */
  readonly publicUrl: string | undefined;
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
  const configured = settings.publicUrl ? new URL(settings.publicUrl).origin : null;
  await app.register(async (scope) => {
    // The 3-D Secure and PayPal pages post plain HTML forms (no script under the strict CSP).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Same-site only: a page elsewhere must not tokenise, approve or fail on a customer's behalf.
    scope.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (request.method !== 'POST' || !origin) return;
      if (origin !== `${request.protocol}://${request.host}` && origin !== configured)
        throw new HttpError(
          403,
          'cross_origin',
          'This request came from another site and was refused.',
        );
    });
    registerSandboxApiRoutes(scope, sandbox);
    registerThreeDSecurePages(scope, sandbox);
    registerPayPalPages(scope, sandbox, settings.merchantName);
  });
}
