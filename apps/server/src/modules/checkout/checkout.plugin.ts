import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPasswordResetsRepository } from '../account/password-resets.repository';
import type { SessionControl } from '../account/session.service';
import { createCatalog } from '../catalog/catalog.service';
import { createInvoicesRepository, sellerParty } from '../invoices/invoices.repository';
import { vatIdLookup } from '../invoices/billing-details.repository';
import { createLedgerCheck } from '../invoices/ledger-check';
import { createLedger } from '../invoices/ledger.service';
import { createReferralsRepository } from '../referrals/referrals.repository';
import type { Tax } from '../tax/tax.service';
import { createBuyersRepository } from './purchase/buyers.repository';
import { createCheckoutAttemptsRepository } from './attempts/checkout-attempts.repository';
import { createCustomerCheckoutService } from './checkout-for-customer.service';
import { registerCheckoutRoutes } from './checkout.routes';
import { createCheckoutService } from './checkout.service';
import { registerEstimateRoutes } from './pricing/estimate.routes';
import { createFulfilment } from './fulfilment/fulfilment.service';
import { registerCheckoutPaymentEvents } from './reconciliation/payment-events';
import { createPaymentIntentService } from './intents/payment-intent.service';
import { registerPaymentIntentRoutes } from './intents/payment-intent.routes';
import { createPaymentIntentsRepository } from './intents/payment-intents.repository';
import { createPromotionCodesRepository } from '../promotions/promotion-codes.repository';
import { createPromotions } from '../promotions/promotions.service';
import { registerPromotionRoutes } from '../promotions/promotions.routes';
import { createCodeGuessLimit } from '../promotions/code-guess-limit';
import { createPurchaseService } from './purchase/purchase.service';
import { createReconciler, RECONCILE_WINDOW } from './reconciliation/reconcile.service';
import { scanWindow } from './reconciliation/scan-window';
import { createSettlement, type CheckoutFaults } from './attempts/settle.service';
import { createStoredMethodsRepository } from './purchase/stored-methods.repository';
import { createSubscriptionFactsRepository } from './purchase/subscription-facts.repository';
import './checkout-control';

/**
 * The checkout side (issue 4): estimate, payment intents, checkout, settlement and reconciliation.
 * The catalogue, referral and gift-card routes belong to their own modules (registered in app.ts).
 */
export function installCheckout(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    config: Pick<Config, 'checkout' | 'offerIds' | 'seller' | 'site'>;
    sessionControl: SessionControl;
    /** The server's one tax decision (decision 0100), shared with renewals (decision 0120). */
    tax: Tax;
  },
): void {
  const { db, clock } = deps;
  const gateway = app.paymentGateway;
  const catalog = createCatalog(db);
  const { tax } = deps;
  const facts = createSubscriptionFactsRepository(db);
  const buyers = createBuyersRepository(db);
  const referrals = createReferralsRepository(db);
  const attempts = createCheckoutAttemptsRepository(db);
  const intents = createPaymentIntentsRepository(db);
  const methods = createStoredMethodsRepository(db);
  const { seller: s } = deps.config;
  const seller = sellerParty(s);
  const ledger = createLedger(createInvoicesRepository(db, { seller }));
  // Issue 22: a signed-in business buyer's VAT ID decides EU reverse charge (decision 0190).
  const vatIdOf = vatIdLookup(db);
  // Issue 22 item 4 (decision 0193): promotion codes of the catalogue's offers.
  const promotions = createPromotions(createPromotionCodesRepository(db));
  const purchase = createPurchaseService({
    catalog,
    tax,
    buyers,
    facts,
    referrals,
    clock,
    vatIdOf,
    promotions,
  });
  const fulfilment = createFulfilment({
    db,
    intents,
    buyers,
    referrals,
    attempts,
    ledger,
    mailer: app.mailer,
    clock,
    passwordLinks: createPasswordResetsRepository(),
    site: deps.config.site,
    promotions,
  });
  const faults: CheckoutFaults = {};
  const settlement = createSettlement({
    db,
    gateway,
    attempts,
    intents,
    buyers,
    fulfilment,
    ledger,
    mailer: app.mailer,
    clock,
    faults,
  });
  const reconciler = createReconciler({
    db,
    gateway,
    attempts,
    intents,
    buyers,
    methods,
    purchase,
    fulfilment,
    clock,
    log: app.log,
  });

  const customerCheckout = createCustomerCheckoutService({
    db,
    attempts,
    buyers,
    methods,
    purchase,
    settlement,
    clock,
  });

  const guesses = createCodeGuessLimit(app);
  registerEstimateRoutes(app, { db, catalog, tax, facts, clock, vatIdOf, promotions, guesses });
  registerPromotionRoutes(app, { catalog, facts, promotions, clock, guesses });
  registerPaymentIntentRoutes(app, {
    paymentIntents: createPaymentIntentService({
      db,
      gateway,
      intents,
      facts,
      catalog,
      tax,
      clock,
      vatIdOf,
      promotions,
    }),
  });
  registerCheckoutRoutes(app, {
    checkout: createCheckoutService({ gateway, attempts, intents, purchase, settlement, clock }),
    customerCheckout,
    sessionControl: deps.sessionControl,
  });

  registerCheckoutPaymentEvents(app.providerEvents, { reconciler, clock });

  let timer: NodeJS.Timeout | null = null;
  const ledgerCheck = createLedgerCheck({ db, gateway });
  const ledgerWindow = scanWindow(RECONCILE_WINDOW);
  const orphans = async (now: Date, graceMs?: number) => {
    const report = await reconciler.reconcileCheckouts(now, graceMs);
    // Provider events that waited for the ledger (decision 0153) are tried again.
    await app.providerEvents.retryUnsettled(now);
    if (report.completed.length || report.refunded.length) app.mailer.kick();
    return report;
  };
  // Decision 0124: the books of every customer whose money moved in the window still agree
  // with themselves and with the gateway. A violation is an alert, never silently mended.
  // Decision 0232: the whole window once a day; in between, the customers since the last run.
  const checkLedger = async (now: Date) => {
    const scan = ledgerWindow.start(now.getTime());
    const violations = await ledgerCheck.run(new Date(scan.from));
    ledgerWindow.done(scan);
    if (violations.length > 0)
      app.log.error(
        { violations: violations.slice(0, 20), count: violations.length },
        'ledger invariant broken',
      );
    return violations;
  };
  const reconcile = async (now: Date, graceMs?: number) => ({
    ...(await orphans(now, graceMs)),
    ledger: await checkLedger(now),
  });
  /**
   * A timed job that skips its tick while its last run is still going (a slow gateway). The two
   * parts run apart (decision 0234): a large shop's daily ledger sweep takes the gateway an hour
   * of listing, and a checkout whose commit was lost is still completed within the minute.
   */
  const everyTick = (job: (now: Date) => Promise<unknown>, failure: string) => {
    let running = false;
    return () => {
      if (running) return;
      running = true;
      job(clock.now())
        .catch((error: unknown) => app.log.error({ err: error }, failure))
        .finally(() => (running = false));
    };
  };
  app.decorate('checkout', {
    faults,
    reconcile,
    forPortal: { customerCheckout, purchase, catalog, methods, buyers },
    start(intervalMs: number) {
      const orphansTick = everyTick(orphans, 'checkout reconciliation failed');
      const ledgerTick = everyTick(checkLedger, 'ledger check failed');
      timer ??= setInterval(() => {
        orphansTick();
        ledgerTick();
      }, intervalMs);
      timer.unref();
    },
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
