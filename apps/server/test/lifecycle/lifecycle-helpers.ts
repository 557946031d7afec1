import { expect } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { postCard } from '../payments/sandbox-client';
import type { TestServer } from '../test-server';

export const DAY = 86_400_000;

const db = (t: TestServer) => t.server.database.db;

/** Every email of one kind to a demo account, oldest first (the local outbox). */
export async function mailsTo(t: TestServer, key: string, kind: string) {
  return db(t)
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'created_at'])
    .where('to_address', '=', demoEmail(key))
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();
}

/** The account's stored language (what the portal keeps from its page views, decision 0080). */
export async function setLanguage(t: TestServer, key: string, locale: string) {
  await db(t).updateTable('users').set({ locale }).where('email', '=', demoEmail(key)).execute();
}

/**
 * What the customer does on /credit_cards/edit with a test card and its expiry: tokenise in the
 * gateway's fields, then store the token (it becomes every billed subscription's method).
 */
export async function storeTestCard(
  t: TestServer,
  cookie: string,
  number: string,
  expiry: { exp_month: number; exp_year: number } = { exp_month: 12, exp_year: 2030 },
) {
  const token = await postCard(t, { number, ...expiry });
  expect(token.status, JSON.stringify(token.body)).toBe(201);
  const res = await t.request('PUT', '/api/v2/payment-method', {
    cookie,
    body: { token: token.body.id, clientSecret: token.body.client_secret },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payment_method as { id: string; summary: string };
}

/** The subscription as the portal reads it. */
export async function portalSubscription(t: TestServer, cookie: string, id: string) {
  const res = await t.request('GET', `/api/v2/subscriptions/${id}`, { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Money as the English emails write it. */
export const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;
