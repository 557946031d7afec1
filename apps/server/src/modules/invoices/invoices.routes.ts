import type { FastifyInstance } from 'fastify';
import { downloadInvoice, listInvoices, reissueInvoice } from '@halyard/contract';
import { maskAuditEmail } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { createAuditRepository } from '../admin/audit/audit.repository';
import { renderStoredInvoice } from './invoice-pdf';
import type { InvoicesRepository, PartySnapshot } from './invoices.repository';

export interface InvoiceRouteDeps {
  readonly invoices: InvoicesRepository;
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: ReturnType<typeof createAuditRepository>;
}

/** What the audit keeps of a buyer: the business facts, never the person's address or email. */
const audited = (buyer: PartySnapshot | null) =>
  buyer ? { company: buyer.vatId ? buyer.name : null, vat_id: buyer.vatId ?? null } : null;

/**
 * spec §7 GET /api/v2/invoices/ and /{id}/download, scoped to the signed-in user. The PDF prints
 * the buyer and seller the invoice kept when it was issued (decision 0125): moving house or a new
 * seller address never changes an invoice already issued — unless the customer re-issues it with
 * corrected billing details (issue 22 item 2, decision 0190): same number and amounts, the new
 * buyer, and an audit row in the same transaction.
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

  registerRoute(app, reissueInvoice, async ({ user, params, request }) => {
    const now = deps.clock.now();
    const done = await deps.db.transaction().execute(async (trx) => {
      const result = await deps.invoices.reissue(trx, user.tenantId, user.id, params.id);
      if (result.outcome !== 'reissued') return result.outcome;
      await deps.audit.record(
        trx,
        {
          tenantId: user.tenantId,
          staffId: null,
          email: maskAuditEmail(result.email),
          role: 'customer',
          requestId: request.id,
          ip: request.ip,
        },
        {
          action: 'invoice.reissued',
          targetId: params.id,
          customerId: user.id,
          before: audited(result.before),
          after: audited(result.after),
        },
        now,
      );
      return result.outcome;
    });
    if (done === 'not_found') throw notFound('Invoice');
    if (done === 'no_details')
      throw new HttpError(409, 'no_billing_details', 'Add your billing details first.');
    const found = await deps.invoices.findForUser(user.tenantId, user.id, params.id);
    if (!found) throw notFound('Invoice');
    return found.invoice;
  });
}
