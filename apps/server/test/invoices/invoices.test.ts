import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { invoicePdfText, issueInvoice } from './issue-invoice';

const t = useTestServer();

const db = () => t.server.database.db;

const pdfText = (cookie: string, invoice: { id: string; number: string }) =>
  invoicePdfText(t, cookie, invoice);
describe(`invoices (${testDatabaseKind})`, () => {
  it('numbers invoices and credit notes without gaps, per tenant and kind', async () => {
    const a = await issueInvoice(t, 'basic-us');
    const b = await issueInvoice(t, 'basic-us');
    const note = await issueInvoice(t, 'basic-us', 'credit_note', a.id);
    expect(Number(b.number.slice(4))).toBe(Number(a.number.slice(4)) + 1);
    expect(a.number).toMatch(/^INV-\d{6}$/);
    expect(note.number).toMatch(/^CN-\d{6}$/);
    expect(a.total).toBe(9995 + 725);
  });

  it('lists only the signed-in user’s invoices, newest first, with scaled amounts', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const res = await t.request('GET', '/api/v2/invoices/', { cookie });
    expect(res.status).toBe(200);
    const issued = res.body.invoices.filter(
      (i: { lines: { description: string }[] }) => i.lines[0]?.description === 'Premium, 12 months',
    );
    expect(issued.length).toBe(3);
    const note = issued.find((i: { kind: string }) => i.kind === 'credit_note');
    expect(note.related_invoice_number).toMatch(/^INV-/);
    expect(issued[0].total).toEqual({ unscaledValue: 10720, scale: 2, currency: 'USD' });

    const other = await signInAs(t, 'premium-us');
    const theirs = await t.request('GET', '/api/v2/invoices/', { cookie: other });
    expect(theirs.body.invoices.map((i: { id: string }) => i.id)).not.toContain(issued[0].id);
  });

  it('downloads an invoice as a PDF that pdfinfo accepts, with number, seller, buyer and total', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const [invoice] = (await t.request('GET', '/api/v2/invoices/', { cookie })).body.invoices;
    const res = await fetch(`${t.url}/api/v2/invoices/${invoice.id}/download`, {
      headers: { cookie, 'x-tenant-id': 'halyard' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${invoice.number}.pdf`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(t.dataDir, `${invoice.number}.pdf`);
    fs.writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1/);
    expect(info).toContain(invoice.number);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Halyard VPN Ltd.',
      '1 Harbour Street',
      demoEmail('basic-us'),
      '97201 OR US',
      invoice.number,
      '$107.20',
      '$7.25',
      'Visa •••• 4242',
      'Premium, 12 months',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('an issued invoice never changes: the buyer moves, the PDF still prints the address it was issued to (decision 0125)', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const [invoice] = (await t.request('GET', '/api/v2/invoices/', { cookie })).body.invoices;
    const before = await pdfText(cookie, invoice);
    await db()
      .updateTable('users')
      .set({ residence_country: 'DE', residence_state: null, residence_zipcode: '10115' })
      .where('email', '=', demoEmail('basic-us'))
      .execute();
    const after = await pdfText(cookie, invoice);
    expect(after).toContain('97201 OR US');
    expect(after).not.toContain('10115');
    expect(after).toBe(before);
  });

  it('answers 404 for another user’s invoice and 401 without a session', async () => {
    const owner = await signInAs(t, 'basic-us');
    const [invoice] = (await t.request('GET', '/api/v2/invoices/', { cookie: owner })).body
      .invoices;
    const other = await signInAs(t, 'premium-us');
    const res = await t.request('GET', `/api/v2/invoices/${invoice.id}/download`, {
      cookie: other,
    });
    expect(res.status).toBe(404);
    expect((await t.request('GET', `/api/v2/invoices/${invoice.id}/download`)).status).toBe(401);
  });
});
