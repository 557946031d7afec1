import { describe, expect, it } from 'vitest';
import { publicId, runDue, subscriptionRow } from '../billing/helpers';
import { DAY, storeTestCard } from '../lifecycle/lifecycle-helpers';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { demoUserId, seedStaff, signInStaff, startAdminTestServer } from './staff-client';

/**
 * Issue 21 item 2 (decision 0181), "shown … later in the back office": the customer page lists
 * every failed renewal attempt with its decline code, its type and the date it is tried again —
 * the same record the portal's dunning banner reads.
 */
const t = useTestServer(startAdminTestServer);

const iso = (due: string, days: number) => new Date(Date.parse(due) + days * DAY).toISOString();

describe(`back office: failed renewal attempts (${testDatabaseKind})`, () => {
  it('shows each failed attempt’s decline code and next retry, then a hard decline’s end of retries', async () => {
    const staff = await seedStaff(t, 'support');
    // Signed in afresh at each look: the test clock moves days between them (staff idle limit).
    const page = async () => {
      const support = await signInStaff(t, staff);
      const res = await support.send(
        'GET',
        `/api/admin/customers/${await demoUserId(t, 'basic-de')}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.subscriptions.find((s: { id: string }) => s.id === publicId('basic-de'));
    };
    expect((await page()).dunning).toBeNull();

    const cookie = await signInAs(t, 'basic-de');
    await storeTestCard(t, cookie, '4000000000009995'); // sandbox: insufficient funds (soft)
    const due = (await subscriptionRow(t, 'basic-de')).next_payment_date as string;
    t.clock.set(new Date(due));
    await runDue(t);
    t.clock.set(new Date(iso(due, 3)));
    await runDue(t);
    const amount = { unscaledValue: 1541, scale: 2, currency: 'EUR' };
    expect((await page()).dunning).toEqual({
      state: 'retrying',
      decline_code: 'insufficient_funds',
      next_retry_at: iso(due, 7),
      grace_ends_at: iso(due, 14),
      // Newest first, as the portal lists them.
      attempts: [
        {
          attempted_at: iso(due, 3),
          amount,
          decline_code: 'insufficient_funds',
          decline_type: 'soft',
          next_retry_at: iso(due, 7),
        },
        {
          attempted_at: due,
          amount,
          decline_code: 'insufficient_funds',
          decline_type: 'soft',
          next_retry_at: iso(due, 3),
        },
      ],
    });

    // The customer's new card is reported stolen at the next slot: retries of it stop.
    await storeTestCard(t, await signInAs(t, 'basic-de'), '4000000000009979');
    t.clock.set(new Date(iso(due, 7)));
    await runDue(t);
    const after = (await page()).dunning;
    expect(after).toMatchObject({ state: 'payment_method_required', decline_code: 'stolen_card' });
    expect(after.attempts[0]).toMatchObject({
      attempted_at: iso(due, 7),
      decline_code: 'stolen_card',
      decline_type: 'hard',
    });
  });
});
