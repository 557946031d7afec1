import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { money } from '@halyard/domain';
import { expect } from 'vitest';
import {
  buyerParty,
  createInvoicesRepository,
} from '../../src/modules/invoices/invoices.repository';
import { demoEmail } from '../../src/seed/demo-accounts';
import type { TestServer } from '../test-server';

export const SELLER = {
  name: 'Halyard VPN Ltd.',
  lines: ['1 Harbour Street', 'Portsmouth PO1 1AA'],
};

/**
 * Issues a document to a demo user the way billing does: Premium 12 months, 99.95 USD plus
 * 7.25 USD tax, bought from Oregon (97201) with Visa •••• 4242.
 */
export async function issueInvoice(
  t: TestServer,
  key: string,
  kind: 'invoice' | 'credit_note' = 'invoice',
  relatedInvoiceId?: string,
) {
  const db = t.server.database.db;
  const { id: userId } = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoEmail(key))
    .executeTakeFirstOrThrow();
  const repo = createInvoicesRepository(db, { seller: SELLER });
  return db.transaction().execute((trx) =>
    repo.create(trx, {
      tenantId: 'halyard',
      subscriptionId: null,
      kind,
      relatedInvoiceId: relatedInvoiceId ?? null,
      currency: 'USD',
      lines: [{ description: 'Premium, 12 months', quantity: 1, amount: 9995 }],
      totals: {
        subtotal: money(9995, 'USD'),
        discount: money(0, 'USD'),
        tax: money(725, 'USD'),
        total: money(10720, 'USD'),
        taxRate: 725,
      },
      buyer: buyerParty(demoEmail(key), { country: 'US', region: 'OR', postalCode: '97201' }),
      paymentSummary: 'Visa •••• 4242',
      issuedAt: t.clock.now(),
      userId,
    }),
  );
}

/** The text of an invoice's PDF as the customer downloads it (pdftotext -layout). */
export async function invoicePdfText(
  t: TestServer,
  cookie: string,
  invoice: { id: string; number: string },
): Promise<string> {
  const res = await fetch(`${t.url}/api/v2/invoices/${invoice.id}/download`, {
    headers: { cookie, 'x-tenant-id': 'halyard' },
  });
  expect(res.status).toBe(200);
  const file = path.join(t.dataDir, `${invoice.number}-${Date.now()}.pdf`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
