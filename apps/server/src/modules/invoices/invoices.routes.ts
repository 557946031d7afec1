import type { FastifyInstance } from 'fastify';
import { downloadInvoice, listInvoices } from '@halyard/contract';
import { notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import { renderStoredInvoice } from './invoice-pdf';
import type { InvoicesRepository } from './invoices.repository';

export interface InvoiceRouteDeps {
  readonly invoices: InvoicesRepository;
}

/**
 * spec §7 GET /api/v2/invoices/ and /{id}/download, scoped to the signed-in user. The PDF prints
 * the buyer and seller the invoice kept when it was issued (decision 0125): moving house or a new
 * seller address never changes an invoice already issued.
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: InvoiceRouteDeps): void {
  registerRoute(app, listInvoices, async ({ user }) => ({
    invoices: await deps.invoices.listForUser(user.tenantId, user.id),
  }));

  registerRoute(app, downloadInvoice, async ({ user, params, tenant, reply }) => {
    const found = await deps.invoices.findForUser(user.tenantId, user.id, params.id);
    if (!found) throw notFound('Invoice');
    const pdf = await renderStoredInvoice(found, tenant.brandName);
    reply.header('content-disposition', `attachment; filename="${found.invoice.number}.pdf"`);
    return pdf;
  });
}
