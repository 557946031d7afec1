import type { CheckoutResult } from '@halyard/contract';
import type { Clock } from '../../../clock';
import type { Site } from '../../../http/site';
import { passwordLink } from '../../account/password-reset.service';
import type { PasswordResetsRepository } from '../../account/password-resets.repository';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/http-error';
import { buyerParty } from '../../invoices/invoices.repository';
import { createBillingDetailsRepository } from '../../invoices/billing-details.repository';
import { paymentSummary, type GatewayMoney, type Ledger } from '../../invoices/ledger.service';
import type { Executor } from '../../../db/executor';
import type { Mailer } from '../../mail/mailer.service';
import { newReferralCode, type ReferralsRepository } from '../../referrals/referrals.repository';
import type { BuyersRepository, ResidenceColumns } from '../purchase/buyers.repository';
import type { CheckoutAttemptsRepository } from '../attempts/checkout-attempts.repository';
import { checkoutResult } from './checkout-response';
import { fulfilmentRepository as rows, type PaymentDetails } from './fulfilment.repository';
import type { PaymentIntentsRepository, StoredIntent } from '../intents/payment-intents.repository';
import type { Prepared } from '../purchase/purchase.service';
import type { Promotions } from '../../promotions/promotions.service';
import { chargeShares, invoiceLines, receiptVariables } from './receipt';
import { writeSubscriptions } from './subscription-writes';
import { purchaseCredit } from '../purchase/purchase-credit';

/** Another checkout consumed the payment intent first: answer with its result instead. */
export class IntentConsumedError extends Error {}

export interface CommitInput {
  readonly prepared: Prepared;
  readonly brand: string;
  readonly attemptId: string;
  readonly intent: StoredIntent | null;
  readonly chargeKey: string;
  /** The gateway's charge: its id, and the amount and currency it charged (decision 0124). */
  readonly charged: GatewayMoney;
  readonly payment: PaymentDetails;
  readonly residence: ResidenceColumns;
}

export interface Committed {
  readonly result: CheckoutResult;
  readonly userId: string;
  readonly signedUp: boolean;
}

export interface FulfilmentDeps {
  readonly db: Db;
  readonly intents: PaymentIntentsRepository;
  readonly buyers: BuyersRepository;
  readonly referrals: ReferralsRepository;
  readonly attempts: CheckoutAttemptsRepository;
  readonly ledger: Ledger;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** A guest buyer's receipt links to setting the new account's password (issue 24 item 1). */
  readonly passwordLinks: PasswordResetsRepository;
  readonly site: Site;
  /** Issue 22 item 4: a code's redemption is counted in the purchase's transaction. */
  readonly promotions: Promotions;
}

/**
 * The purchase commits in ONE transaction (ARCHITECTURE decision 6): the payment intent is
 * consumed, the account (sign-up at checkout), payment method, subscriptions, invoice and charge
 * (the ledger), referral and receipt email are written, and the attempt keeps its answer.
 */
export function createFulfilment(deps: FulfilmentDeps) {
  const billingDetails = createBillingDetailsRepository(deps.db);
  /** Sign-up at checkout (no password yet), or the signed-in buyer's latest residence. */
  async function account(trx: Executor, c: CommitInput, now: Date): Promise<string> {
    const { tenantId, buyer } = c.prepared;
    if (buyer.userId) {
      await deps.buyers.updateResidence(trx, tenantId, buyer.userId, c.residence);
      return buyer.userId;
    }
    const referralCode = newReferralCode();
    const created = await deps.buyers.create(
      trx,
      { tenantId, email: buyer.email, residence: c.residence, referralCode, locale: buyer.locale },
      now,
    );
    if (!created)
      throw new HttpError(
        409,
        'account_exists',
        'An account with this email already exists. Sign in to continue your purchase.',
      );
    return created;
  }

  return {
    async commit(c: CommitInput): Promise<Committed> {
      const now = deps.clock.now();
      const { prepared, payment } = c;
      const { tenantId, buyer, order, referral } = prepared;
      return deps.db.transaction().execute(async (trx) => {
        if (c.intent && !(await deps.intents.consume(trx, c.intent, c.attemptId, now)))
          throw new IntentConsumedError();
        const userId = await account(trx, c, now);
        // Decision 0198: details given at checkout become the account's, before the invoice
        // below reads them for its buyer snapshot (decision 0190).
        if (prepared.billingDetails)
          await billingDetails.save(tenantId, userId, prepared.billingDetails, now, trx);
        const methodId = await rows.addPaymentMethod(trx, tenantId, userId, payment, now);
        const written = await writeSubscriptions(trx, c, userId, methodId, now);
        const summary = paymentSummary(payment);
        // Decision 0218: what the balance paid under this charge's key (none for a new account).
        const creditApplied = buyer.userId ? await purchaseCredit.held(trx, c.chargeKey) : 0;
        const invoice = await deps.ledger.recordPayment(trx, {
          tenantId,
          userId,
          subscriptionId: written[0]?.rowId ?? null,
          paymentMethodId: methodId,
          charged: c.charged,
          idempotencyKey: c.chargeKey,
          currency: order.currency,
          lines: invoiceLines(order),
          totals: order.totals,
          shares: chargeShares(order, written),
          paymentSummary: summary,
          buyer: buyerParty(buyer.email, c.residence),
          // An account made by this purchase has only the details it gave (issue 19 item 3).
          buyerWithoutDetails: buyer.userId === null && !prepared.billingDetails,
          now,
          promotionCode: order.promotion?.terms.code ?? null,
          creditApplied,
        });
        if (creditApplied > 0) await purchaseCredit.attach(trx, c.chargeKey, invoice.invoiceId);
        if (order.promotion)
          await deps.promotions.redeem(trx, {
            tenantId,
            promotion: order.promotion.terms,
            userId,
            invoiceId: invoice.invoiceId,
            discount: order.promotion.discount.unscaledValue,
            currency: order.currency,
            now,
          });
        if (referral && !prepared.target) {
          const { userId: referrerUserId, campaignId, freeMonths: rewardMonths } = referral;
          const referredEmail = buyer.email;
          await deps.referrals.recordPurchase(
            trx,
            {
              tenantId,
              referrerUserId,
              campaignId,
              referredUserId: userId,
              referredEmail,
              rewardMonths,
            },
            now,
          );
        }
        const receipt = receiptVariables(prepared, written, invoice.invoiceNumber, {
          method: summary,
          creditApplied,
        });
        if (buyer.userId === null) {
          const purpose = 'set-password';
          const link = await deps.passwordLinks.issue(trx, { tenantId, userId, purpose, now });
          receipt.setPasswordLink = passwordLink(deps.site, buyer.locale, link.token);
        }
        await deps.mailer.enqueue(
          trx,
          { tenantId, userId, email: buyer.email, brand: c.brand, language: buyer.locale },
          'purchase_receipt',
          receipt,
        );
        const result = checkoutResult(prepared, written, payment.kind);
        const signedUp = buyer.userId === null;
        const response = { status: 200, body: result };
        const { attemptId, chargeKey } = c;
        const gatewayChargeId = c.charged.id;
        const done = {
          status: 'succeeded' as const,
          userId,
          signedUp,
          chargeKey,
          gatewayChargeId,
          response,
        };
        await deps.attempts.update(trx, tenantId, attemptId, done, now);
        return { result, userId, signedUp };
      });
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
