import { describe, expect, it } from 'vitest';
import { runDue, subscriptionRow } from '../billing/helpers';
import { invoicePdfText } from '../invoices/issue-invoice';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

// Issue 22 item 2 (decision 0190): a German business with a DE VAT ID is renewed by the engine
// without VAT (EU reverse charge, seller in IE), and the renewal invoice carries the legal note.

const t = useTestServer();

describe(`EU reverse charge on renewals (${testDatabaseKind})`, () => {
  it('dedicated-ip@ (Germany) with a DE VAT ID renews at the net price, with the note on the PDF', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    const saved = await t.request('PUT', '/api/v2/users/billing-details', {
      cookie,
      body: {
        name: 'Erika Mustermann',
        company: 'Muster GmbH',
        street: 'Hauptstraße 1',
        postal_code: '10115',
        city: 'Berlin',
        country: 'DE',
        vat_id: 'DE123456789',
      },
    });
    expect(saved.body.details.reverse_charge).toBe(true);
    const row = await subscriptionRow(t, 'dedicated-ip');
    const due = row.next_payment_date as string;
    t.clock.set(new Date(due));
    await runDue(t);
    const renewal = await t.server.database.db
      .selectFrom('invoices')
      .select(['id', 'number', 'subtotal', 'tax', 'total', 'tax_rate'])
      .where('subscription_id', '=', row.id)
      .where('kind', '=', 'invoice')
      .where('issued_at', '>=', due)
      .executeTakeFirstOrThrow();
    // Premium 12M 80.04 EUR + dedicated IP 71.88 EUR = 151.92, no 19 % VAT on top.
    expect(renewal).toMatchObject({ subtotal: 15192, tax: 0, total: 15192, tax_rate: 0 });
    const later = await signInAs(t, 'dedicated-ip');
    const text = await invoicePdfText(t, later, renewal);
    expect(text).toContain('Muster GmbH');
    expect(text).toContain('VAT ID: DE123456789');
    expect(text).toContain('Reverse charge: VAT is to be accounted for by the recipient');
  });
});
