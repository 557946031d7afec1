import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * Random bytes drawn from the CSPRNG 4 KiB at a time and handed out 16 at a time: one draw serves
 * 256 answers (issue 19: a draw per answer was 2.5 % of a portal read's CPU). Every nonce is still
 * 128 bits no other answer gets.
 */
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let offset = 0;
function nextNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/** The per-response script nonce (128 random bits), shared by the CSP header and the SPA page. */
export function scriptNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = nextNonce();
    nonces.set(res, nonce);
  }
  return nonce;
}

/**
 * What Stripe.js and its Payment Element need (docs.stripe.com/security/guide, "Content Security
 * Policy"), allowed only when Stripe is the gateway (decision 0151): its script, its frames (the
 * fields, 3-D Secure through hooks.stripe.com), its API and its images.
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
} as const;

/**
 * The Content-Security-Policy of every answer (decision 0092): scripts only by this response's
 * nonce (and what they load, 'strict-dynamic'), no inline script, no plugins, no <base>, frames
 * only from the payment gateway (the sandbox is served from this origin; Stripe's from its own),
 * nobody may frame us, forms post only here. Styles: our files and inline style elements (the UI
 * library injects some at runtime, and the sandbox pages carry one); a style cannot run script.
 */
export function cspDirectives(upgradeInsecureRequests: boolean, gateway: 'sandbox' | 'stripe') {
  const stripe = gateway === 'stripe';
  const plus = (own: string[], extra: readonly string[]) => (stripe ? [...own, ...extra] : own);
  return {
    upgradeInsecureRequests: upgradeInsecureRequests ? [] : null,
    defaultSrc: ["'self'"],
    scriptSrc: [
      (_req: IncomingMessage, res: ServerResponse) => `'nonce-${scriptNonce(res)}'`,
      "'strict-dynamic'",
      // Ignored by browsers that understand 'strict-dynamic'; a fallback for those that do not.
      ...plus(["'self'"], STRIPE_SOURCES.script),
    ],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: plus(["'self'", 'data:'], STRIPE_SOURCES.img),
    fontSrc: ["'self'", 'data:'],
    connectSrc: plus(["'self'"], STRIPE_SOURCES.connect),
    frameSrc: plus(["'self'"], STRIPE_SOURCES.frame),
    childSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}
