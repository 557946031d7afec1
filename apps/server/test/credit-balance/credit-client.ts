import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { creditsRepository } from '../../src/modules/invoices/credits.repository';
import { createLedgerCheck } from '../../src/modules/invoices/ledger-check';
import { demoUserId } from '../admin/staff-client';
import { DAY, runDue } from '../billing/helpers';
import { attemptId, postEstimate } from '../checkout/checkout-client';
import { sandboxOf } from '../payments/sandbox-client';
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
  /** A signed-in customer's purchase with the stored card (`/checkout-for-customer`). */
  const buy = (cookie: string, body: Record<string, unknown>) =>
    server().request('POST', '/api/v1/checkout-for-customer', {
      cookie,
      body: {
        checkoutAttemptId: attemptId(),
        offerId: 'regular',
        confirmSecondSubscription: true,
        ...body,
      },
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
    buy,
    /** The customer's balances and history as their portal shows them. */
    async portalBalance(key: string) {
      const res = await server().request('GET', '/api/v2/credit-balance', {
        cookie: await signInAs(server(), key),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        balances: { unscaledValue: number; currency: string }[];
        history: {
          kind: string;
          amount: { unscaledValue: number };
          invoice_number: string | null;
          document_kind: string | null;
        }[];
      };
    },
    /** The estimate of `priceId` (a guest's when `cookie` is null), with the credit it applies. */
    estimate: async (cookie: string | null, priceId: string) => {
      const res = await postEstimate(server(), { cookie, priceId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        total: { unscaledValue: number };
        creditApplied: { unscaledValue: number };
        amountDue: { unscaledValue: number };
      };
    },
    /**
     * A purchase's invoice, with what the card was charged, the gateway charge and the payment
     * method the subscription renews with.
     */
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
          's.payment_method_id',
          's.next_payment_method',
        ])
        .where('s.subscription_id', '=', subscriptionId)
        .where('i.kind', '=', 'invoice')
        .executeTakeFirstOrThrow(),
    /** What the sandbox gateway has refunded of a charge (0: nothing). */
    refundedAtGateway: async (gatewayChargeId: string | null) =>
      (await sandboxOf(server()).listCharges()).find((c) => c.id === gatewayChargeId)
        ?.refundedAmount ?? 0,
    /** The customer's money-back refund of a subscription, asked and carried out a day later. */
    async moneyBack(cookie: string, subscriptionId: string) {
      const asked = await server().request(
        'POST',
        `/api/v2/subscriptions/${subscriptionId}/refund-revoke`,
        { cookie, body: {} },
      );
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      server().clock.advance(DAY);
      expect((await runDue(server())).refunds).toBe(1);
    },
    ledgerViolations: () =>
      createLedgerCheck({ db: db(), gateway: server().server.app.paymentGateway }).run(),
    /** Buys `priceId` for `key` and answers the new subscription's public id. */
    async purchase(key: string, priceId: string): Promise<string> {
      const res = await buy(await signInAs(server(), key), { priceId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.subscription.id as string;
    },
  };
}
