import type { FastifyInstance } from 'fastify';
import { downloadInvoice, listInvoices } from '@halyard/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import { renderInvoicePdf } from './invoice-pdf';
import type { InvoicesRepository } from './invoices.repository';

export interface InvoiceRouteDeps {
  readonly db: Db;
  readonly invoices: InvoicesRepository;
  readonly seller: { readonly name: string; readonly address: readonly string[] };
}

/** spec §7 GET /api/v2/invoices/ and /{id}/download, scoped to the signed-in user. */
export function registerInvoiceRoutes(app: FastifyInstance, deps: InvoiceRouteDeps): void {
  registerRoute(app, listInvoices, async ({ user }) => ({
    invoices: await deps.invoices.listForUser(user.tenantId, user.id),
  }));

  registerRoute(app, downloadInvoice, async ({ user, params, tenant, reply }) => {
    const found = await deps.invoices.findForUser(user.tenantId, user.id, params.id);
    if (!found) throw notFound('Invoice');
    const buyer = await deps.db
      .selectFrom('users')
      .select(['email', 'residence_country', 'residence_state', 'residence_zipcode', 'locale'])
      .where('tenant_id', '=', user.tenantId)
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const region = [buyer.residence_zipcode, buyer.residence_state, buyer.residence_country]
      .filter(Boolean)
      .join(' ');
    const pdf = await renderInvoicePdf({
      invoice: found.invoice,
      brand: tenant.brandName,
      seller: { name: deps.seller.name, lines: deps.seller.address },
      buyer: { name: buyer.email, lines: region ? [region] : [] },
      language: buyer.locale,
    });
    reply.header('content-disposition', `attachment; filename="${found.invoice.number}.pdf"`);
    return pdf;
  });
}
