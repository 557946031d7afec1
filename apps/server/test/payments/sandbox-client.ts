import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway';
import { SandboxGateway } from '../../src/modules/payments/sandbox/sandbox-gateway';
import type { TestServer } from '../test-server';

/** Test servers start on 2026-11-23; this expiry is years ahead of it. */
export const FUTURE_EXPIRY = { exp_month: 12, exp_year: 2030 } as const;

export const newKey = (label: string) => `${label}-${randomUUID()}`;

/** What the SPA does: post the card straight to the sandbox, without the tenant header. */
export function postCard(
  t: TestServer,
  card: { number: string; cvc?: string; exp_month?: number; exp_year?: number },
  headers: Record<string, string> = {},
) {
  const number = card.number;
  const cvc = card.cvc ?? (/^3[47]/.test(number) ? '1234' : '123');
  return t.request('POST', '/sandbox-gateway/v1/tokens', {
    tenant: null,
    headers,
    body: { ...FUTURE_EXPIRY, ...card, cvc },
  });
}

/** A token as the tokenising browser holds it: the id and its client secret (decision 0101). */
export interface TokenSource {
  readonly token: string;
  readonly clientSecret: string;
}

export async function cardSource(t: TestServer, number: string): Promise<TokenSource> {
  const res = await postCard(t, { number });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token: res.body.id as string, clientSecret: res.body.client_secret as string };
}

/** The token id alone: what the server-side port calls take (our server holds such tokens). */
export async function cardToken(t: TestServer, number: string): Promise<string> {
  return (await cardSource(t, number)).token;
}

export async function walletSource(
  t: TestServer,
  body: { wallet: 'apple_pay' | 'google_pay'; brand?: string; test_outcome?: string },
): Promise<TokenSource> {
  const res = await t.request('POST', '/sandbox-gateway/v1/wallet-tokens', { tenant: null, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token: res.body.id as string, clientSecret: res.body.client_secret as string };
}

export async function walletToken(
  t: TestServer,
  body: { wallet: 'apple_pay' | 'google_pay'; brand?: string; test_outcome?: string },
): Promise<string> {
  return (await walletSource(t, body)).token;
}

/** The port as the server's areas get it (timeout-wrapped, configured from the environment). */
export const gatewayOf = (t: TestServer): PaymentGateway => t.server.app.paymentGateway;

/** A fault-free sandbox over the same store, for reconciliation views and clean retries. */
export const sandboxOf = (t: TestServer) =>
  new SandboxGateway({ db: t.server.database.db, clock: t.clock });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/**
 * Opens a sandbox page (3-D Secure or PayPal) and presses one of its buttons the way a browser
 * submits the form, from this site's origin. Returns the answer without following redirects.
 */
export async function pressButton(t: TestServer, pagePath: string, value: string) {
  const page = await fetch(t.url + pagePath);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const button = new RegExp(`<button type="submit" name="(\\w+)" value="${value}"`).exec(html);
  expect(action && button, `no ${value} button on ${pagePath}`).toBeTruthy();
  const form = new URLSearchParams({ [button?.[1] ?? '']: value });
  const returnUrl = /name="return_url" value="([^"]*)"/.exec(html)?.[1];
  if (returnUrl) form.set('return_url', unescapeHtml(returnUrl));
  const res = await fetch(t.url + (action ?? ''), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
    body: form.toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}
