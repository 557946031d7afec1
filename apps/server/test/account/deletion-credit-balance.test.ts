import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { creditsRepository } from '../../src/modules/invoices/credits.repository';
import { signInNewStaff, startAdminTestServer } from '../admin/staff-client';
import { invoicesOf, publicId, runDue, subscriptionRow } from '../billing/helpers';
import { creditClient } from '../credit-balance/credit-client';
import { sandboxOf } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';

/**
 * Decision 0223: a credit balance closes with the account. Deleting an account takes what is left
 * of the balance with a `closed` entry the goodbye email names (the deletion dialog said so
 * before); the refund of what was charged during the grace period returns only what the card
 * paid; after the deletion a refund can never go to the balance, and only the card's part of a
 * payment is left to refund. The books stay balanced throughout.
 */
const t = useTestServerPerTest(() => startAdminTestServer({ SESSION_IDLE_DAYS: '45' }));

const credits = creditClient(() => t);
const grantEur = async (key: string, amount: number) =>
  creditsRepository.add(
    credits.db(),
    await credits.owner(key),
    { currency: 'EUR', amount, kind: 'goodwill', reference: `test:${randomUUID()}` },
    t.clock.now(),
  );
const entriesOf = async (userId: string) =>
  credits
    .db()
    .selectFrom('credit_entries')
    .select(['kind', 'amount', 'currency'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
const balanceOf = async (userId: string) =>
  (
    await credits
      .db()
      .selectFrom('credit_balances')
      .select('balance')
      .where('user_id', '=', userId)
      .where('currency', '=', 'EUR')
      .executeTakeFirst()
  )?.balance ?? 0;
const notesOf = (userId: string) =>
  credits
    .db()
    .selectFrom('invoices')
    .select(['total', 'credit_applied', 'related_invoice_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'credit_note')
    .execute();
const goodbyeOf = async (userId: string) =>
  (
    await credits
      .db()
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('user_id', '=', userId)
      .where('kind', '=', 'deletion_completed')
      .executeTakeFirstOrThrow()
  ).text_body;

/** Asks for the deletion, lets a renewal the balance pays part of happen, and answers both. */
async function renewalDuringDeletion(key: string, credit: number) {
  const cookie = await signInAs(t, key);
  const requested = await t.request('PUT', '/api/v2/users/deletion', { cookie, body: {} });
  expect(requested.status).toBe(200);
  // Auto-renew back on while the deletion is pending: the renewal is taken (decision 0162).
  await t.request('POST', `/api/v2/subscriptions/${publicId(key)}/autobill-on`, { cookie });
  await grantEur(key, credit);
  const row = await subscriptionRow(t, key);
  t.clock.set(new Date(row.next_payment_date as string));
  await runDue(t);
  const renewal = (await invoicesOf(t, key)).at(-1)!;
  const paid = await credits
    .db()
    .selectFrom('invoices as i')
    .innerJoin('charges as c', 'c.invoice_id', 'i.id')
    .select(['i.credit_applied', 'c.amount', 'c.gateway_charge_id'])
    .where('i.id', '=', renewal.id)
    .executeTakeFirstOrThrow();
  return { row, renewal, paid, scheduledFor: requested.body.deletion.scheduled_for as string };
}

describe(`a credit balance closes with the account (${testDatabaseKind})`, () => {
  it('closes what is left, refunds only the card part of a grace-period renewal, and says both', async () => {
    const { row, renewal, paid, scheduledFor } = await renewalDuringDeletion('basic-de', 500);
    expect(paid.credit_applied).toBe(500);
    expect(paid.amount).toBe(renewal.total - 500);
    // More credit after the renewal: left on the balance when the account is deleted.
    await grantEur('basic-de', 300);
    expect(await balanceOf(row.user_id)).toBe(300);

    t.clock.set(new Date(scheduledFor));
    const run = await runDue(t);
    expect(run).toMatchObject({ deletions: 1, refunds: 1 });

    // Only what the card paid goes back: to the card, nothing to the closed balance.
    expect(await notesOf(row.user_id)).toEqual([
      { total: renewal.total - 500, credit_applied: 0, related_invoice_id: renewal.id },
    ]);
    const charge = (await sandboxOf(t).listCharges()).find((c) => c.id === paid.gateway_charge_id);
    expect(charge?.refundedAmount).toBe(renewal.total - 500);
    // The 3.00 left is closed with one entry; the balance is 0.
    expect(await balanceOf(row.user_id)).toBe(0);
    expect((await entriesOf(row.user_id)).filter((e) => e.kind === 'closed')).toEqual([
      { kind: 'closed', amount: -300, currency: 'EUR' },
    ]);
    const goodbye = await goodbyeOf(row.user_id);
    expect(goodbye).toMatch(/refunded: .*€/);
    expect(goodbye).toMatch(/The credit balance left on your account, €3\.00, was closed/);
    expect(await credits.ledgerViolations()).toEqual([]);

    // A second run closes nothing more and refunds nothing more.
    expect(await runDue(t)).toMatchObject({ deletions: 0, refunds: 0 });
    expect((await entriesOf(row.user_id)).filter((e) => e.kind === 'closed')).toHaveLength(1);
  });

  it('after the deletion staff cannot refund to the balance, and only the card part is refundable', async () => {
    const { row, renewal, paid, scheduledFor } = await renewalDuringDeletion('basic-de', 500);
    // The customer cancels the pending deletion (so the renewal is not grace-refunded) and asks again.
    t.clock.advance(60_000);
    const cookie = await signInAs(t, 'basic-de');
    await t.request('DELETE', '/api/v2/users/deletion', { cookie });
    const again = await t.request('PUT', '/api/v2/users/deletion', { cookie, body: {} });
    t.clock.set(new Date(again.body.deletion.scheduled_for as string));
    expect(new Date(again.body.deletion.scheduled_for).getTime()).toBeGreaterThanOrEqual(
      new Date(scheduledFor).getTime(),
    );
    expect((await runDue(t)).deletions).toBe(1);
    expect(await notesOf(row.user_id)).toEqual([]);

    const finance = await signInNewStaff(t, 'finance');
    const path = `/api/admin/customers/${row.user_id}/subscriptions/${publicId('basic-de')}/refunds`;
    const toBalance = await finance.send('POST', path, {
      body: { mode: 'revoke', destination: 'balance', reason: 'Asked by email' },
    });
    expect(toBalance.status).toBe(409);
    expect(toBalance.body.error.code).toBe('balance_closed');
    // Nor can a goodwill credit be added to the closed balance.
    const grant = await finance.send('POST', `/api/admin/customers/${row.user_id}/credits`, {
      body: { amount: 500, currency: 'EUR', reason: 'Sorry', request_id: randomUUID() },
    });
    expect(grant.status).toBe(409);
    expect(grant.body.error.code).toBe('balance_closed');
    // The whole invoice is no longer refundable: its balance part closed with the account.
    const whole = await finance.send('POST', path, {
      body: { mode: 'payment', invoice_id: renewal.id, amount: renewal.total, reason: 'Asked' },
    });
    expect(whole.status).toBe(400);
    const cardPart = await finance.send('POST', path, {
      body: { mode: 'payment', invoice_id: renewal.id, amount: paid.amount, reason: 'Asked' },
    });
    expect(cardPart.status, JSON.stringify(cardPart.body)).toBe(201);
    expect(await notesOf(row.user_id)).toEqual([
      { total: paid.amount, credit_applied: 0, related_invoice_id: renewal.id },
    ]);
    expect(await balanceOf(row.user_id)).toBe(0);
    expect(await credits.ledgerViolations()).toEqual([]);
  });
});
