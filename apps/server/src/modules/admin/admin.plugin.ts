import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { DeletionService } from '../account/deletion.service';
import type { EmailChangeService } from '../account/email-change.service';
import type { CachedSessions } from '../account/session-cache';
import { createInvoicesRepository, sellerParty } from '../invoices/invoices.repository';
import { createLedger } from '../invoices/ledger.service';
import { createRefundProcessor } from '../refunds/refund-processor';
import { createRefundsRepository } from '../refunds/refunds.repository';
import type { AttemptBudgets } from '../security/attempt-budget';
import { createSecretBox, loadMasterKey } from '../security/secret-box';
import type { LifecycleService } from '../subscriptions/lifecycle.service';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { Tax } from '../tax/tax.service';
import { createTwoFactorRepository } from '../two-factor/two-factor.repository';
import { createTwoFactor } from '../two-factor/two-factor.service';
import type { AdminRouteDeps } from './admin-route';
import { createAuditRepository } from './audit/audit.repository';
import { createCatalogueAdminRepository } from './catalogue/catalogue-admin.repository';
import { createCatalogueAdmin } from './catalogue/catalogue-admin.service';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes';
import { createGiftCardBatches } from './catalogue/gift-card-batches.service';
import { createPromotionCodesAdmin } from './catalogue/promotion-codes-admin.service';
import { createPromotionCodesRepository } from '../promotions/promotion-codes.repository';
import { createPromotionCodesAdminRepository } from '../promotions/promotion-codes-admin.repository';
import { createCustomerActions } from './customers/customer-actions.service';
import { createCustomerPage } from './customers/customer-page.service';
import { createCustomerRecords } from './customers/customer-records.repository';
import { createCustomerSearch } from './customers/customer-search.repository';
import { registerCustomerRoutes } from './customers/customers.routes';
import { registerCreditRoutes } from './customers/credits.routes';
import { registerTaxDisplayRoutes } from './settings/tax-display.routes';
import { createStaffRefunds } from './customers/staff-refunds.service';
import { createReportsRepository } from './reports/reports.repository';
import { registerReportRoutes } from './reports/reports.routes';
import { createReports } from './reports/reports.service';
import { installStaffAuth } from './staff/staff-auth';
import { createStaffAdmin } from './staff/staff-admin.service';
import { createStaffSignIn } from './staff/staff-sign-in.service';
import { registerStaffRoutes } from './staff/staff.routes';
import { createStaffRepository } from './staff/staff.repository';
import { createStaffSessionsRepository } from './staff/staff-sessions.repository';

/**
 * Issue 16, the back office at /admin (ARCHITECTURE decision 16, decisions 0170–0176): staff and
 * their sessions, customers and the actions on their accounts, refunds, the catalogue, reports
 * and the audit log. Every customer action runs through the portal's own services.
 */
export function installAdmin(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    clock: Clock;
    config: Config;
    sessions: CachedSessions;
    budgets: AttemptBudgets;
    tax: Tax;
    lifecycle: LifecycleService;
    account: { email: EmailChangeService; deletion: DeletionService };
  },
): { catalogueChangedAt: (tenantId: string) => Promise<string | null> } {
  const { database, clock, config, budgets } = deps;
  const db = database.db;
  const { idleMs, maxMs } = config.admin;
  const audit = createAuditRepository(db);
  const route: AdminRouteDeps = { db, audit, clock };

  const staff = createStaffRepository(db);
  const staffSessions = createStaffSessionsRepository(db);
  const auth = installStaffAuth(app, {
    sessions: staffSessions,
    clock,
    settings: { idleMs, maxMs, secureCookie: config.cookieSecure },
  });
  const twoFactors = createTwoFactorRepository(db);
  const twoFactor = createTwoFactor({
    db,
    clock,
    repo: twoFactors,
    box: createSecretBox(loadMasterKey(config.appSecret, config.dataDir)),
    budgets,
    limits: config.authLimits,
  });
  registerStaffRoutes(app, route, {
    signIn: createStaffSignIn({
      db,
      clock,
      staff,
      sessions: staffSessions,
      auth,
      twoFactor,
      budgets,
      limits: config.authLimits,
      audit,
      issuer: (request) => `${request.tenant.brandName} back office`,
      idleMs,
    }),
    auth,
    admin: createStaffAdmin({
      db,
      clock,
      staff,
      sessions: staffSessions,
      twoFactors,
      audit,
      idleMs,
    }),
    staff,
    idleMs,
  });

  const seller = sellerParty(config.seller);
  const invoices = createInvoicesRepository(db, { seller });
  const records = createCustomerRecords(db);
  const page = createCustomerPage({
    clock,
    records,
    subscriptions: createSubscriptionsRepository(db, deps.tax, clock),
    invoices,
    sessions: deps.sessions,
    budgets,
    limits: config.authLimits,
    audit,
    customerIdleMs: config.session.idleMs,
  });
  const processor = createRefundProcessor({
    db,
    dialect: database.kind,
    gateway: app.paymentGateway,
    mailer: app.mailer,
    ledger: createLedger(invoices),
    owner: `admin:${crypto.randomUUID().slice(0, 8)}`,
    leaseMs: 5 * 60_000,
    log: app.log,
  });
  registerCustomerRoutes(app, route, {
    search: createCustomerSearch(db),
    page,
    actions: createCustomerActions({
      db,
      clock,
      records,
      page,
      lifecycle: deps.lifecycle,
      deletion: deps.account.deletion,
      emailChange: deps.account.email,
      sessions: deps.sessions,
      budgets,
      limits: config.authLimits,
      invoices,
      mailer: app.mailer,
      audit,
      publicUrl: config.publicUrl,
    }),
    refunds: createStaffRefunds({
      db,
      clock,
      refunds: createRefundsRepository(db, database.kind),
      audit,
      processDue: (now) => processor.processDue(now),
    }),
    invoices,
  });

  // Issue 22 item 5: the customer's credit balance (decision 0217).
  registerCreditRoutes(app, route);
  // Issue 22 item 3: how the tenant quotes prices (decision 0196).
  registerTaxDisplayRoutes(app, route, (tenantId) =>
    app.checkout.forPortal.catalog.invalidate(tenantId),
  );

  registerCatalogueRoutes(app, route, {
    catalogue: createCatalogueAdmin({
      db,
      clock,
      repo: createCatalogueAdminRepository(db),
      audit,
      catalogueChanged: (tenantId) => app.checkout.forPortal.catalog.invalidate(tenantId),
    }),
    giftCards: createGiftCardBatches({ db, clock, audit }),
    codes: createPromotionCodesAdmin({
      db,
      clock,
      audit,
      codes: createPromotionCodesRepository(db),
      admin: createPromotionCodesAdminRepository(db),
    }),
  });
  // Pre-rendered storefront pages older than the last catalogue change are not served.
  const changes = new Map<string, { at: number; value: Promise<string | null> }>();
  registerReportRoutes(app, route, {
    reports: createReports({
      clock,
      repo: createReportsRepository(db),
      retryDays: config.billing.retryDays,
    }),
  });
  return {
    /** The last catalogue change of a tenant, read at most once a second per instance. */
    catalogueChangedAt(tenantId: string) {
      const now = Date.now();
      const hit = changes.get(tenantId);
      if (hit && now - hit.at < 1000) return hit.value;
      const value = audit.lastChange(tenantId, ['price.changed', 'offer.created']);
      changes.set(tenantId, { at: now, value });
      return value;
    },
  };
}
