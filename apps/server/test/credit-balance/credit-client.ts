import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { creditsRepository } from '../../src/modules/invoices/credits.repository';
import { createLedgerCheck } from '../../src/modules/invoices/ledger-check';
import { demoUserId } from '../admin/staff-client';
import { attemptId } from '../checkout/checkout-client';
import { signInAs } from '../sign-in';
import type { TestServer } from '../test-server';

/** Test helpers of the credit balance (decisions 0217, 0218, 0221) over one test server. */
/** `server` is read on each call: test files start theirs in `beforeAll`. */
export function creditClient(server: () => TestServer) {
  const db = () => server().server.database.db;
  const owner = async (key: string) => ({
    tenantId: 'halyard',
    userId: await demoUserId(server(), key),
  });
  return {
    db,
    owner,
    /** Adds goodwill credit straight through the repository (not the back office). */
    grant: async (key: string, amount: number) =>
      creditsRepository.add(
        db(),
        await owner(key),
        { currency: 'USD', amount, kind: 'goodwill', reference: `test:${randomUUID()}` },
        server().clock.now(),
      ),
    balanceOf: async (key: string, currency = 'USD') =>
      (await creditsRepository.balances(db(), await owner(key))).find(
        (b) => b.currency === currency,
      )?.balance ?? 0,
    /** A signed-in customer's purchase with the stored card (`/checkout-for-customer`). */
    buy: (cookie: string, body: Record<string, unknown>) =>
      server().request('POST', '/api/v1/checkout-for-customer', {
        cookie,
        body: {
          checkoutAttemptId: attemptId(),
          offerId: 'regular',
          confirmSecondSubscription: true,
          ...body,
        },
      }),
    /** A purchase's invoice, with what the card was charged and the gateway charge. */
    invoiceOf: (subscriptionId: string) =>
      db()
        .selectFrom('invoices as i')
        .innerJoin('subscriptions as s', 's.id', 'i.subscription_id')
        .innerJoin('charges as c', 'c.invoice_id', 'i.id')
        .select([
          'i.id',
          'i.number',
          'i.total',
          'i.credit_applied',
          'c.amount',
          'c.gateway_charge_id',
        ])
        .where('s.subscription_id', '=', subscriptionId)
        .where('i.kind', '=', 'invoice')
        .executeTakeFirstOrThrow(),
    ledgerViolations: () =>
      createLedgerCheck({ db: db(), gateway: server().server.app.paymentGateway }).run(),
    /** Buys `priceId` for `key` and answers the new subscription's public id. */
    async purchase(key: string, priceId: string): Promise<string> {
      const res = await this.buy(await signInAs(server(), key), { priceId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.subscription.id as string;
    },
  };
}
