import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/** The per-response script nonce (128 random bits), shared by the CSP header and the SPA page. */
export function scriptNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/**
 * The Content-Security-Policy of every answer (decision 0092): scripts only by this response's
 * nonce (and what they load, 'strict-dynamic'), no inline script, no plugins, no <base>, frames
 * only from the payment gateway (the sandbox is served from this origin), nobody may frame us,
 * forms post only here. Styles: our files and inline style elements (the UI library injects some at
 * runtime, and the sandbox pages carry one); a style cannot run script.
 */
export function cspDirectives(upgradeInsecureRequests: boolean) {
  return {
    upgradeInsecureRequests: upgradeInsecureRequests ? [] : null,
    defaultSrc: ["'self'"],
    scriptSrc: [
      (_req: IncomingMessage, res: ServerResponse) => `'nonce-${scriptNonce(res)}'`,
      "'strict-dynamic'",
      // Ignored by browsers that understand 'strict-dynamic'; a fallback for those that do not.
      "'self'",
    ],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    childSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}
