import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { installLoadShedding } from './http/load-shedding';
import { installMetrics } from './http/metrics.plugin';
import { installSecurityHeaders } from './http/security-headers';
import { contractSerializerCompiler } from './http/serializer';
import { installErrorHandler } from './http/error-handler';
import { tooManyRequests } from './http/http-error';
import { installOpenApi } from './http/openapi';
import { installOriginCheck } from './http/origin-check';
import { installAccountSettings } from './modules/account/account-settings.plugin';
import { registerAuthRoutes } from './modules/account/auth.routes';
import { installPasswordReset } from './modules/account/password-reset.plugin';
import { createAttemptBudgets } from './modules/security/attempt-budget';
import { installAccountSecurity } from './modules/account/account-security.plugin';
import { installSessions } from './modules/account/session.service';
import { createSessionsRepository } from './modules/account/sessions.repository';
import { withSessionCache } from './modules/account/session-cache';
import { createUsersRepository } from './modules/account/users.repository';
import { installBilling } from './modules/billing/billing.plugin';
import { installDataExports } from './modules/data-export/data-export.plugin';
import { createInvoicesRepository, sellerParty } from './modules/invoices/invoices.repository';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes';
import { registerCreditBalanceRoutes } from './modules/invoices/credit-balance.routes';
import { createAuditRepository } from './modules/admin/audit/audit.repository';
import { registerBillingDetailsRoutes } from './modules/billing-details/billing-details.routes';
import { createMailOutboxRepository } from './modules/mail/mail-outbox.repository';
import { createMailTransport } from './modules/mail/mail-transport';
import { createThreadedMailTransport } from './modules/mail/mail-thread';
import { builtWorker } from './workers';
import { createMailer, type Mailer } from './modules/mail/mailer.service';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { installCheckout } from './modules/checkout/checkout.plugin';
import { createSubscriptionFactsRepository } from './modules/checkout/purchase/subscription-facts.repository';
import { createGiftCardsRepository } from './modules/gift-cards/gift-cards.repository';
import { registerGiftCardRoutes } from './modules/gift-cards/gift-cards.routes';
import { createGiftCardService } from './modules/gift-cards/gift-cards.service';
import { createReferralsRepository } from './modules/referrals/referrals.repository';
import { registerReferralRoutes } from './modules/referrals/referrals.routes';
import { registerCheckoutV2Routes } from './modules/checkout-v2/checkout-v2.routes';
import { installPayments } from './modules/payments/payments.plugin';
import { installAddonServices } from './modules/portal-access/addons.plugin';
import { createNavAccess } from './modules/portal-access/nav-access';
import { createSubscriptionsRepository } from './modules/subscriptions/subscriptions.repository';
import { registerSubscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { registerSupportRoutes } from './modules/support/support.routes';
import { installIdDefender } from './modules/id-defender/id-defender.routes';
import { registerPasswordManagerRoutes } from './modules/password-manager/password-manager.routes';
import { registerReferralPortalRoutes } from './modules/referrals/referral-portal.routes';
import { createTenantDirectory } from './modules/tenants/tenant-directory';
import { installTenantCheck } from './modules/tenants/tenant.plugin';
import { registerContentRoutes } from './modules/content/content.routes';
import { createTax } from './modules/tax/tax.service';
import { registerTrackingRoutes } from './modules/tracking/tracking.routes';
import { createPageStatus } from './web/page-status';
import { installWeb } from './web/static.plugin';
import { installBodyRecorder } from './reliability/body-recorder';
import { installAdmin } from './modules/admin/admin.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface AppDeps {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  readonly logger?: FastifyServerOptions['logger'];
}

/** Mail is sent from a worker thread in the built server, on this one from the sources (0225). */
function mailTransport(config: Config) {
  const options = { smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir };
  const worker = builtWorker('mail-worker', import.meta.url);
  return worker ? createThreadedMailTransport(options, worker) : createMailTransport(options);
}

/**
 * Builds the whole HTTP application without listening (tests call this; main.ts owns the process).
 * Order: framework plugins, cross-cutting hooks, then the areas' routes, then the SPA.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, clock } = deps;
  const db = database.db;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: false,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  installErrorHandler(app);
  installBodyRecorder(app);
  // Every answer names its request id, the key to its log lines (decision 0091). While closing,
  // answers end their keep-alive connection, so a graceful stop waits only for requests in flight.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  await app.register(cookie);
  installSecurityHeaders(app, config.cookieSecure, config.payments.gateway);
  installMetrics(app, { metricsPort: config.metricsPort });
  installLoadShedding(app, { maxInFlight: config.maxConcurrentRequests });
  // Per-route request limits per client IP, only where a route asks (decision 0108).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
  await installOpenApi(app, config.brandName);

  installTenantCheck(app, db);
  installOriginCheck(app, config.site);

  const mailer = createMailer({
    outbox: createMailOutboxRepository(db, database.kind),
    transport: mailTransport(config),
    clock,
    from: config.mail.from,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.stop());

  const users = createUsersRepository(db);
  const sessions = withSessionCache(createSessionsRepository(db), {
    ttlMs: config.session.cacheMs,
  });
  const sessionControl = installSessions(app, {
    sessions,
    users,
    clock,
    settings: { ...config.session, secureCookie: config.cookieSecure },
  });
  const budgets = createAttemptBudgets(db);
  // Issue 23: two-factor, passkeys, sessions list and alerts (decisions 0110–0119).
  const flow = installAccountSecurity(app, {
    db,
    clock,
    config,
    users,
    sessions,
    sessionControl,
    budgets,
  });
  registerAuthRoutes(app, {
    users,
    sessionControl,
    flow,
    budgets,
    limits: config.authLimits,
    clock,
  });
  // Issue 24 item 1: account recovery by email (decision 0160).
  installPasswordReset(app, {
    db,
    clock,
    config,
    users,
    budgets,
    flow,
    onSessionsRevoked: sessions.forgetUser,
  });

  // One tax table for checkout, renewals and the renewal prices shown (decisions 0021, 0120).
  const tax = createTax(config.checkout.taxRates, config.seller.country);
  const seller = sellerParty(config.seller);
  await installPayments(app, { db, clock, config });
  installCheckout(app, { db, clock, config, sessionControl, tax });
  // The catalogue, referral and gift-card routes are their own modules' (issue 20 item 6).
  registerCatalogRoutes(app, { catalog: app.checkout.forPortal.catalog, tax, clock });
  registerReferralRoutes(app, {
    referrals: createReferralsRepository(db),
    offerIds: config.offerIds,
  });
  registerGiftCardRoutes(app, {
    giftCards: createGiftCardService({
      db,
      cards: createGiftCardsRepository(db),
      facts: createSubscriptionFactsRepository(db),
      clock,
    }),
  });
  registerCheckoutV2Routes(app, { db, tax, clock });
  registerTrackingRoutes(app, { db, clock, maxPerMinute: config.analyticsMaxPerMinute });
  registerSupportRoutes(app, { db, clock });
  // Add-ons, part B (issue 8, decisions 0065–0068).
  // One spec §6 access check for every add-on page's calls (decisions 0040, 0064, 0069).
  const access = createNavAccess({ db, clock, features: config.features, tax });
  installIdDefender(app, { db, clock, access });
  registerPasswordManagerRoutes(app, { access, managerUrl: config.passwordManagerUrl });
  registerReferralPortalRoutes(app, { db, clock, access, site: config.site });
  registerSubscriptionRoutes(app, {
    subscriptions: createSubscriptionsRepository(db, tax, clock, config.billing.retryDays),
  });
  registerInvoiceRoutes(app, {
    invoices: createInvoicesRepository(db, { seller }),
    db,
    clock,
    audit: createAuditRepository(db),
  });
  // Issue 22 item 5: the credit balance (decision 0217).
  registerCreditBalanceRoutes(app, { db });
  // Issue 22 item 2: billing details printed on invoices (decision 0190).
  registerBillingDetailsRoutes(app, { db, clock, sellerCountry: config.seller.country });
  const billing = installBilling(app, {
    database,
    clock,
    config,
    onSessionsRevoked: sessions.forgetUser,
  });
  const account = installAccountSettings(app, {
    db,
    clock,
    config,
    budgets,
    sessionControl,
    onSessionsRevoked: sessions.forgetUser,
  });
  // Issue 22 item 6: a copy of the customer's data, prepared in the background (decision 0195).
  installDataExports(app, {
    database,
    clock,
    publicUrl: config.publicUrl,
    testClock: config.testClock,
  });
  installAddonServices(app, { db, clock, access, tax, publicUrl: config.publicUrl });
  // Issue 16: the back office at /admin (decisions 0170–0176).
  const admin = installAdmin(app, {
    database,
    clock,
    config,
    sessions,
    budgets,
    tax,
    lifecycle: billing.lifecycle,
    account,
  });
  // Issue 17: help centre and legal pages (decisions 0130, 0131).
  registerContentRoutes(app, {
    contentDir: {
      override: config.contentDir,
      builtIn: config.builtInContentDir ?? path.resolve('content'),
    },
    brandName: config.brandName,
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Readiness (decision 0091): the process is up *and* its database answers.
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    }
  });

  if (config.webDist) {
    await installWeb(app, {
      dist: config.webDist,
      defaultTenant: config.defaultTenant,
      brandName: config.brandName,
      marketingSiteUrl: config.marketingSiteUrl,
      pageStatus: createPageStatus({
        access,
        tenants: createTenantDirectory(db),
        defaultTenant: config.defaultTenant,
      }),
      publicUrl: config.publicUrl,
      clock,
      catalogueChangedAt: () => admin.catalogueChangedAt(config.defaultTenant),
    });
  }
  return app;
}
