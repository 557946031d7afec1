import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { cspDirectives, scriptNonce } from './csp';

const NONCE_MARK = 'nonce-\u0001';

/**
 * The headers helmet sets (its defaults and decision 0092's Content-Security-Policy), worked out
 * once at start: helmet is run against a recording response with a marker in place of the script
 * nonce, and each answer then sets those values with its own nonce spliced in (issue 19). Running
 * helmet per answer re-walked and re-validated every CSP directive because the nonce is a function
 * — with the draw of the nonce, 7 % of a portal read's CPU. The headers and the policy are the same
 * (the security suite asserts them).
 */
export function securityHeaders(
  upgradeInsecureRequests: boolean,
  gateway: Parameters<typeof cspDirectives>[1],
): { set: Array<[string, string]>; removed: string[]; csp: [string, string] } {
  const directives = cspDirectives(upgradeInsecureRequests, gateway);
  const middleware = helmet({
    // Same-origin form posts must carry a real Origin (the CSRF check reads it); no-referrer would
    // make browsers send `Origin: null`.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      directives: {
        ...directives,
        scriptSrc: directives.scriptSrc.map((entry) =>
          typeof entry === 'function' ? `'${NONCE_MARK}'` : entry,
        ),
      },
    },
  });
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void set.set(name, String(value)),
    removeHeader: (name: string) => void removed.push(name),
  };
  let failure: unknown;
  middleware(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => void (failure = error),
  );
  if (failure) throw failure;
  const policy = set.get('Content-Security-Policy');
  if (!policy?.includes(NONCE_MARK)) throw new Error('The CSP has no script nonce.');
  set.delete('Content-Security-Policy');
  return { set: [...set], removed, csp: policy.split(NONCE_MARK) as [string, string] };
}

/** Sets the security headers on every answer, each with its own script nonce. */
export function installSecurityHeaders(
  app: FastifyInstance,
  upgradeInsecureRequests: boolean,
  gateway: Parameters<typeof cspDirectives>[1],
): void {
  const { set, removed, csp } = securityHeaders(upgradeInsecureRequests, gateway);
  const [before, after] = csp;
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', `${before}nonce-${scriptNonce(res)}${after}`);
    done();
  });
}
