import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEFAULT_TAX_RATES } from '@halyard/domain';
import { createBillingJobs } from '../../src/billing-jobs';
import type { DatabaseHandle } from '../../src/db/database';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway';
import { demoEmail } from '../../src/seed/demo-accounts';
import { cardSource } from '../payments/sandbox-client';
import type { TestServer } from '../test-server';

export const DAY = 86_400_000;

const db = (t: TestServer) => t.server.database.db;

/** The demo account's (first) subscription row, straight from the database. */
export async function subscriptionRow(t: TestServer, key: string) {
  return db(t)
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .where('u.email', '=', demoEmail(key))
    .orderBy('s.purchase_date')
    .executeTakeFirstOrThrow();
}

export const publicId = (key: string) => `sub_${key.replace(/-/g, '_')}_1`;

/** Invoices and credit notes of a demo account, oldest first. */
export async function invoicesOf(t: TestServer, key: string) {
  return db(t)
    .selectFrom('invoices as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select([
      'i.id',
      'i.number',
      'i.kind',
      'i.subtotal',
      'i.tax',
      'i.total',
      'i.currency',
      'i.issued_at',
      'i.lines',
    ])
    .where('u.email', '=', demoEmail(key))
    .orderBy('i.issued_at')
    .orderBy('i.number')
    .execute();
}

export async function chargesOf(t: TestServer, subscriptionRowId: string) {
  return db(t)
    .selectFrom('charges')
    .selectAll()
    .where('subscription_id', '=', subscriptionRowId)
    .orderBy('created_at')
    .execute();
}

/** The kinds of email queued for an address, oldest first. */
export async function mailKindsTo(t: TestServer, email: string): Promise<string[]> {
  const rows = await db(t)
    .selectFrom('mail_outbox')
    .select(['kind'])
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.kind);
}

export async function latestMailTo(t: TestServer, email: string, kind: string) {
  return db(t)
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

/** What an engine built by a test invoices with: the default tax table and a seller. */
export const BOOKS = {
  taxRates: DEFAULT_TAX_RATES,
  seller: { name: 'Halyard VPN Ltd.', lines: ['1 Test Street', 'London'] },
} as const;

export const runDue = (t: TestServer) => t.server.app.billingEngine.runDue(t.clock.now());

/**
 * `count` copies of the basic-de customer's monthly subscription, all due at the test clock's
 * instant, with public ids `sub_<prefix>_<i>`; returns their row ids in that order.
 */
export async function insertDueSubscriptions(
  t: TestServer,
  count: number,
  prefix: string,
): Promise<string[]> {
  const template = await subscriptionRow(t, 'basic-de');
  const due = t.clock.now().toISOString();
  const rows = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    return {
      ...template,
      id,
      krn: `krn:halyard:subscription:${id}`,
      subscription_id: `sub_${prefix}_${i}`,
      next_payment_date: due,
      lease_owner: null,
      lease_until: null,
      billing_anchor: null,
    };
  });
  for (let i = 0; i < rows.length; i += 50)
    await db(t)
      .insertInto('subscriptions')
      .values(rows.slice(i, i + 50))
      .execute();
  return rows.map((r) => r.id);
}

/**
 * The port with its `charge` replaced (an outage, a race at the moment of charging). A batch goes
 * through the replacement too, charge by charge, so the engine meets it on either path.
 */
export function withCharge(real: PaymentGateway, charge: PaymentGateway['charge']): PaymentGateway {
  return Object.assign(Object.create(real) as PaymentGateway, {
    charge,
    chargeMany: (inputs: Parameters<PaymentGateway['charge']>[0][]) =>
      Promise.allSettled(inputs.map(charge)),
  });
}

/** A billing engine of its own (an instance named `owner`) on the test server's parts. */
export const engineOf = (
  t: TestServer,
  o: {
    owner: string;
    batchSize: number;
    handle?: DatabaseHandle;
    gateway?: PaymentGateway;
  },
) => {
  const handle = o.handle ?? t.server.database;
  return createBillingJobs({
    db: handle.db,
    dialect: handle.kind,
    gateway: o.gateway ?? t.server.app.paymentGateway,
    mailer: t.server.app.mailer,
    clock: t.clock,
    settings: {
      retryDays: [3, 7, 14],
      expiringWindowDays: 30,
      batchSize: o.batchSize,
      publicUrl: t.config.publicUrl,
    },
    ...BOOKS,
    owner: o.owner,
  });
};

/**
 * What the customer does on /credit_cards/edit: tokenise a test card, store the token with the
 * client secret the tokenise answer gave this browser (decision 0101).
 */
export async function storeCard(t: TestServer, cookie: string, number: string) {
  const body = await cardSource(t, number);
  const res = await t.request('PUT', '/api/v2/payment-method', { cookie, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payment_method as { id: string; summary: string };
}
