import type { FastifyInstance } from 'fastify';
import {
  adminCancelDeletion,
  adminCancelSubscription,
  adminExtendSubscription,
  adminRefund,
  adminResendInvoice,
  adminRetryPayment,
  adminSetAutobill,
  adminSignOutEverywhere,
  adminStartEmailChange,
  adminUnlockSignIn,
  downloadAdminInvoice,
  getAdminCustomer,
  searchCustomers,
} from '@halyard/contract';
import { notFound } from '../../../http/http-error';
import { renderStoredInvoice } from '../../invoices/invoice-pdf';
import type { InvoicesRepository } from '../../invoices/invoices.repository';
import { registerAdminRoute, type AdminRouteDeps } from '../admin-route';
import type { CustomerActions } from './customer-actions.service';
import type { CustomerPage } from './customer-page.service';
import type { CustomerSearch } from './customer-search.repository';
import type { StaffRefunds } from './staff-refunds.service';

/** Issue 16 items 2 and 3: finding a customer, their page, and the actions on their account. */
export function registerCustomerRoutes(
  app: FastifyInstance,
  route: AdminRouteDeps,
  deps: {
    search: CustomerSearch;
    page: CustomerPage;
    actions: CustomerActions;
    refunds: StaffRefunds;
    invoices: InvoicesRepository;
  },
): void {
  const { actions } = deps;
  const done = { done: true as const };

  registerAdminRoute(app, route, searchCustomers, async ({ tenant, query }) => ({
    customers: (await deps.search(tenant.id, query.q)).map((c) => ({
      id: c.id,
      email: c.email,
      created_at: c.createdAt,
      matched: c.matched,
      subscriptions: c.subscriptions,
    })),
  }));

  // Reading a customer's personal data is itself recorded (who looked, when).
  registerAdminRoute(app, route, getAdminCustomer, async ({ tenant, params, actor }) => {
    const customer = await deps.page.get(tenant.id, params.customerId);
    await route.audit.record(
      route.db,
      actor,
      { action: 'customer.viewed', targetId: customer.id, customerId: customer.id },
      route.clock.now(),
    );
    return customer;
  });

  registerAdminRoute(app, route, downloadAdminInvoice, async ({ tenant, params, reply, actor }) => {
    const found = await deps.invoices.findForUser(tenant.id, params.customerId, params.invoiceId);
    if (!found) throw notFound('Invoice');
    const pdf = await renderStoredInvoice(found, tenant.brandName);
    await route.audit.record(
      route.db,
      actor,
      {
        action: 'invoice.downloaded',
        targetId: found.invoice.id,
        customerId: params.customerId,
        after: { number: found.invoice.number },
      },
      route.clock.now(),
    );
    reply.header('content-disposition', `attachment; filename="${found.invoice.number}.pdf"`);
    return pdf;
  });

  registerAdminRoute(
    app,
    route,
    adminSetAutobill,
    async ({ actor, params, body }) => ({
      subscription: await actions.setAutobill(
        actor,
        params.customerId,
        params.subscriptionId,
        body.on,
        body.reason,
      ),
    }),
    { audit: 'subscription.autobill_off' },
  );

  registerAdminRoute(
    app,
    route,
    adminExtendSubscription,
    async ({ actor, params, body }) => ({
      subscription: await actions.extend(
        actor,
        params.customerId,
        params.subscriptionId,
        body.days,
        body.reason,
      ),
    }),
    { audit: 'subscription.extended' },
  );

  registerAdminRoute(
    app,
    route,
    adminCancelSubscription,
    async ({ actor, params, body }) => ({
      subscription: await actions.cancel(
        actor,
        params.customerId,
        params.subscriptionId,
        body.when,
        body.reason,
      ),
    }),
    { audit: 'subscription.cancelled_now' },
  );

  registerAdminRoute(
    app,
    route,
    adminRetryPayment,
    async ({ actor, params, body }) => ({
      subscription: await actions.retryPayment(
        actor,
        params.customerId,
        params.subscriptionId,
        body.reason,
      ),
    }),
    { audit: 'subscription.payment_retried' },
  );

  registerAdminRoute(
    app,
    route,
    adminRefund,
    async ({ actor, params, body, reply }) => {
      const refund = await deps.refunds.refund(
        actor,
        params.customerId,
        params.subscriptionId,
        body,
      );
      reply.code(201);
      return {
        refund,
        subscription: await deps.page.subscription(
          actor.tenantId,
          params.customerId,
          params.subscriptionId,
        ),
      };
    },
    { audit: 'subscription.refunded' },
  );

  registerAdminRoute(
    app,
    route,
    adminSignOutEverywhere,
    async ({ actor, params, body }) => {
      await actions.signOutEverywhere(actor, params.customerId, body.reason);
      return done;
    },
    { audit: 'customer.signed_out_everywhere' },
  );

  registerAdminRoute(
    app,
    route,
    adminUnlockSignIn,
    async ({ actor, params, body }) => {
      await actions.unlockSignIn(actor, params.customerId, body.reason);
      return done;
    },
    { audit: 'customer.sign_in_unlocked' },
  );

  registerAdminRoute(
    app,
    route,
    adminStartEmailChange,
    async ({ actor, params, body }) => {
      await actions.startEmailChange(actor, params.customerId, body.new_email, body.reason);
      return done;
    },
    { audit: 'customer.email_change_started' },
  );

  registerAdminRoute(
    app,
    route,
    adminCancelDeletion,
    async ({ actor, params, body }) => {
      await actions.cancelDeletion(actor, params.customerId, body.reason);
      return done;
    },
    { audit: 'customer.deletion_cancelled' },
  );

  registerAdminRoute(
    app,
    route,
    adminResendInvoice,
    async ({ actor, params, body }) =>
      actions.resendInvoice(actor, params.customerId, params.invoiceId, body.reason),
    { audit: 'invoice.resent' },
  );
}
