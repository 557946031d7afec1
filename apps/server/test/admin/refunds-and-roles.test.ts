import { beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { createLedgerCheck } from '../../src/modules/invoices/ledger-check';
import { invoicesOf, publicId, subscriptionRow } from '../billing/helpers';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  demoUserId,
  seededAdmin,
  signInNewStaff,
  signInStaff,
  type StaffJar,
  staffRefundsPath,
  startAdminTestServer,
} from './staff-client';

/**
 * Issue 16 items 1 and 3 (decision 0173): refunds with their credit notes through the portal's
 * refund processor — part of a payment (the subscription stays) or everything and revoke — and
 * what each role may do.
 */
const t = useTestServer(startAdminTestServer);
const jars: Record<'support' | 'finance' | 'admin', StaffJar> = {} as never;
beforeAll(async () => {
  jars.support = await signInNewStaff(t, 'support');
  jars.finance = await signInNewStaff(t, 'finance');
  jars.admin = await signInStaff(t, seededAdmin());
});

const userId = (key: string) => demoUserId(t, key);
const refundsPath = (key: string) => staffRefundsPath(t, key, publicId(key));
const ledger = () =>
  createLedgerCheck({ db: t.server.database.db, gateway: t.server.app.paymentGateway }).run();

describe(`staff refunds (${testDatabaseKind})`, () => {
  it('support may not refund: 403, and the attempt is in the audit log', async () => {
    const [invoice] = await invoicesOf(t, 'refund');
    const res = await jars.support.send('POST', await refundsPath('refund'), {
      body: { mode: 'payment', invoice_id: invoice!.id, amount: 1000, reason: 'Trying' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('staff_role_forbidden');
    const entry = (
      await jars.admin.send('GET', '/api/admin/audit?action=subscription.refunded&limit=1')
    ).body.entries[0];
    expect(entry).toMatchObject({
      outcome: 'refused',
      staff_role: 'support',
      after: { error: 'staff_role_forbidden' },
    });
  });

  it('finance refunds part of a payment: a credit note of that amount, the subscription stays, the books agree', async () => {
    const [invoice] = await invoicesOf(t, 'refund');
    const page = await jars.finance.send('GET', `/api/admin/customers/${await userId('refund')}`);
    const payment = page.body.subscriptions[0].payments.find(
      (p: { invoice_id: string }) => p.invoice_id === invoice!.id,
    );
    expect(payment.refundable.unscaledValue).toBe(invoice!.total);

    const res = await jars.finance.send('POST', await refundsPath('refund'), {
      body: {
        mode: 'payment',
        invoice_id: invoice!.id,
        amount: 2500,
        reason: 'Slow speeds for two weeks',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.refund).toMatchObject({
      status: 'completed',
      amount: { unscaledValue: 2500, currency: 'USD' },
      revokes_subscription: false,
    });
    expect(res.body.refund.credit_notes).toHaveLength(1);
    expect(res.body.subscription).toMatchObject({ state: 'active', condition: 'active' });
    const note = (await invoicesOf(t, 'refund')).find(
      (i) => i.number === res.body.refund.credit_notes[0].number,
    );
    expect(note).toMatchObject({ kind: 'credit_note', total: 2500 });
    // Its tax is the payment's in proportion (half up), as the domain's rule says.
    expect(note!.tax).toBe(Math.round((invoice!.tax * 2500) / invoice!.total));
    const mails = await t.server.database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', demoEmail('refund'))
      .where('kind', 'like', 'refund%')
      .execute();
    expect(mails.map((m) => m.kind)).toEqual(['refund_partial']);
    expect(await ledger()).toEqual([]);

    // A payment is refunded once.
    const again = await jars.finance.send('POST', await refundsPath('refund'), {
      body: { mode: 'payment', invoice_id: invoice!.id, amount: 100, reason: 'Again' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('payment_already_refunded');
  });

  it('refuses more than the payment', async () => {
    const [invoice] = await invoicesOf(t, 'basic-us');
    const res = await jars.finance.send('POST', await refundsPath('basic-us'), {
      body: {
        mode: 'payment',
        invoice_id: invoice!.id,
        amount: invoice!.total + 1,
        reason: 'Too much',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_amount');
  });

  it('refunds everything paid and revokes, outside the 30-day guarantee too', async () => {
    const row = await subscriptionRow(t, 'premium-gb');
    const res = await jars.admin.send('POST', await refundsPath('premium-gb'), {
      body: { mode: 'revoke', reason: 'Fraud on the card: bank asked us to refund' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.refund).toMatchObject({ status: 'completed', revokes_subscription: true });
    expect(res.body.subscription.state).toBe('revoked');
    expect(row.state).toBe('active');
    expect(await ledger()).toEqual([]);
  });
});

describe(`what each role may do (${testDatabaseKind})`, () => {
  const cases = [
    ['GET', '/api/admin/customers?q=grace', ['support', 'finance', 'admin']],
    ['GET', '/api/admin/dunning', ['finance', 'admin']],
    ['GET', '/api/admin/revenue?from=2026-11-01&to=2026-11-23', ['finance', 'admin']],
    ['GET', '/api/admin/catalogue', ['support', 'finance', 'admin']],
    ['GET', '/api/admin/staff', ['admin']],
    ['GET', '/api/admin/audit', ['support', 'finance', 'admin']],
  ] as const;
  it.each(cases)('%s %s is allowed for %j only', async (method, url, allowed) => {
    for (const role of ['support', 'finance', 'admin'] as const) {
      const res = await jars[role].send(method, url);
      expect(res.status, `${role}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(
        (allowed as readonly string[]).includes(role) ? 200 : 403,
      );
    }
  });

  it('only an admin changes a price or creates staff', async () => {
    const catalogue = (await jars.admin.send('GET', '/api/admin/catalogue')).body;
    const price = catalogue.prices[0];
    const body = {
      amount: price.amount.unscaledValue,
      next_amount: price.next_amount.unscaledValue,
      discount_percentage: price.discount_percentage,
      free_period: price.free_period,
      reason: 'No change',
    };
    for (const role of ['support', 'finance'] as const) {
      expect((await jars[role].send('PUT', `/api/admin/prices/${price.id}`, { body })).status).toBe(
        403,
      );
      expect(
        (
          await jars[role].send('POST', '/api/admin/staff', {
            body: {
              email: `x-${role}@example.com`,
              name: 'X',
              role: 'admin',
              password: 'a long password!',
              reason: 'Escalate',
            },
          })
        ).status,
      ).toBe(403);
    }
  });
});
