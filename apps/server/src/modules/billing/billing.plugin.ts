import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { createInvoicesRepository, sellerParty } from '../invoices/invoices.repository';
import { createLedger } from '../invoices/ledger.service';
import { createLicensesRepository } from '../licenses/licenses.repository';
import { registerLicenseRoutes } from '../licenses/licenses.routes';
import { createLicensesService } from '../licenses/licenses.service';
import { createRefundsRepository } from '../refunds/refunds.repository';
import { registerRefundRoutes } from '../refunds/refunds.routes';
import { createRefundsService } from '../refunds/refunds.service';
import { createLifecycleRepository } from '../subscriptions/lifecycle.repository';
import { registerLifecycleRoutes } from '../subscriptions/lifecycle.routes';
import { createLifecycleService, type LifecycleService } from '../subscriptions/lifecycle.service';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { isAdjustable } from '../test-clock/adjustable-clock';
import { registerTestClockRoutes } from '../test-clock/test-clock.routes';
import { createBillingJobs } from '../../billing-jobs';
import type { BillingEngine } from './billing-engine';
import { registerPaymentEventHandlers } from './payment-events.service';
import { createPaymentMethodService } from './payment-method.service';
import { registerPaymentMethodRoutes } from './payment-method.routes';
import { createStoredMethodsService } from './stored-methods.service';
import { createPaymentMethodsRepository } from './payment-methods.repository';
import { createRenewalRepository } from './renewal.repository';
import { createRenewalService } from './renewal.service';
import { createTax } from '../tax/tax.service';
import { createCatalog } from '../catalog/catalog.service';
import { createAutorenewOff } from '../retention/autorenew-off';
import { registerRetentionRoutes } from '../retention/retention.routes';
import { createSaveOfferService } from '../retention/save-offer.service';
import { createAuthenticatePaymentService } from './authenticate-payment.service';
import { createAddonRenewalRepository } from './addon-renewal.repository';
import { createAddonRenewals } from './addon-renewal.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The renewal engine; startServer runs it on a timer, tests call runDue(now). */
    billingEngine: BillingEngine;
  }
}

/**
 * The portal's billing side (issue 6): the engine, the subscription lifecycle calls, refunds,
 * licenses, the stored payment method and, in tests only, the clock (decisions 0030–0035).
 * Answers the lifecycle service, which the back office runs for a customer (issue 16).
 */
export function installBilling(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    clock: Clock;
    config: Config;
    /** Drops cached session lookups of a user whose sessions were revoked (deletion). */
    onSessionsRevoked?: (userId: string) => void;
  },
): { lifecycle: LifecycleService } {
  const { database, clock, config } = deps;
  const db = database.db;
  const settings = { ...config.billing, publicUrl: config.publicUrl };
  const gateway = app.paymentGateway;
  const mailer = app.mailer;
  const seller = sellerParty(config.seller);
  const taxRates = config.checkout.taxRates;
  const engine = createBillingJobs({
    db,
    dialect: database.kind,
    gateway,
    mailer,
    clock,
    settings,
    taxRates,
    seller,
    log: app.log,
    ...(deps.onSessionsRevoked && { onSessionsRevoked: deps.onSessionsRevoked }),
  });
  app.decorate('billingEngine', engine);
  app.addHook('onClose', () => engine.stop());

  const ledger = createLedger(createInvoicesRepository(db, { seller }));
  const renewals = createRenewalRepository(db);
  const paymentMethods = createPaymentMethodsRepository(db, database.kind);
  const tax = createTax(taxRates, seller.country);
  const renewal = createRenewalService({ db, gateway, ledger, mailer, renewals, settings, tax });
  const subscriptions = createSubscriptionsRepository(db, tax, clock, config.billing.retryDays);
  const addonRepo = createAddonRenewalRepository(db, database.kind);
  const storedMethods = createStoredMethodsService({ db, methods: paymentMethods, clock });
  const lifecycle = createLifecycleService({
    db,
    clock,
    lifecycle: createLifecycleRepository(db),
    subscriptions,
    renewal,
    renewals,
    paymentMethods,
    makeDefault: storedMethods.setDefault,
    settings,
    // Issue 21 §1, §4: the reason, the offer's outcome and the confirmation (decision 0183).
    onAutobillOff: createAutorenewOff({ db, mailer, settings }),
  });
  registerLifecycleRoutes(app, { lifecycle });
  registerRetentionRoutes(app, {
    saveOffers: createSaveOfferService({
      db,
      clock,
      tax,
      catalog: createCatalog(db),
      renewals,
      subscriptions,
    }),
    authenticate: createAuthenticatePaymentService({
      db,
      clock,
      gateway,
      tax,
      renewal,
      renewals,
      subscriptions,
      addonRepo,
      addonRenewals: createAddonRenewals({
        db,
        gateway,
        ledger,
        mailer,
        tax,
        repo: addonRepo,
        settings,
      }),
    }),
  });
  registerRefundRoutes(app, {
    refunds: createRefundsService({
      db,
      refunds: createRefundsRepository(db, database.kind),
      mailer,
      clock,
      reviewMs: config.billing.refundReviewMs,
    }),
  });
  registerLicenseRoutes(app, {
    licenses: createLicensesService({
      db,
      licenses: createLicensesRepository(db),
      clock,
      tax,
      gateway,
      ledger,
    }),
  });
  registerPaymentEventHandlers(app.providerEvents, {
    db,
    gateway,
    ledger,
    mailer,
    clock,
    operator: { email: config.payments.operatorEmail, language: config.payments.operatorLanguage },
    log: app.log,
  });
  registerPaymentMethodRoutes(app, {
    paymentMethods: createPaymentMethodService({
      db,
      gateway,
      methods: paymentMethods,
      subscriptions: createSubscriptionsRepository(db, tax, clock),
      clock,
    }),
    storedMethods,
  });
  if (config.testClock && isAdjustable(clock)) registerTestClockRoutes(app, { clock, engine });
  return { lifecycle };
}
