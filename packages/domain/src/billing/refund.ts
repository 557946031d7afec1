import {
  isWithinMoneyBackGuarantee,
  MONEY_BACK_GUARANTEE_DAYS,
  moneyBackGuaranteeEnds,
} from '../catalogue/guarantee';
import { PAYMENT_METHOD_CHANNEL, type PaymentMethod } from '../checkout/payment-methods';
import type { Currency } from '../money/currency';
import { fail, ok, type Result } from '../shared/result';
import type { SubscriptionState } from '../subscriptions/types';

export interface RefundFacts {
  readonly state: SubscriptionState;
  readonly purchase_date: string | null;
  readonly next_payment_method: PaymentMethod;
  /**
   * What was paid for the subscription and not refunded yet (decision 0121): each charge's share
   * for this subscription — its purchase, add-ons bought for it, a plan change, renewals.
   */
  readonly payments: readonly { readonly amount: number; readonly currency: Currency }[];
  readonly refundPending: boolean;
}

export const REFUND_REFUSALS = [
  'managed-by-store',
  'already-refunded',
  'subscription-ended',
  'refund-pending',
  'no-payment',
  'outside-guarantee',
] as const;
export type RefundRefusal = (typeof REFUND_REFUSALS)[number];

export const REFUND_REFUSAL_MESSAGES: Record<RefundRefusal, string> = {
  'managed-by-store': 'This subscription was bought in an app store. Ask the store for a refund.',
  'already-refunded': 'This subscription was already refunded.',
  'subscription-ended': 'This subscription has ended.',
  'refund-pending': 'A refund for this subscription is already being processed.',
  'no-payment': 'There is no payment to refund.',
  'outside-guarantee': `The ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee for this subscription has ended.`,
};

export interface RefundOffer {
  /** Everything paid for the subscription and not refunded: what revoking it gives back. */
  readonly amount: number;
  readonly currency: Currency;
  /** The last instant of the guarantee (spec §9: 30 days from the purchase). */
  readonly guaranteeEnds: string | null;
}

/**
 * spec §9 "Money-back guarantee: 30 days" (decisions 0032, 0121): inside 30 days of the purchase
 * everything paid for the subscription is refunded in full and the subscription is revoked;
 * afterwards nothing is.
 */
export function refundEligibility(
  facts: RefundFacts,
  now: Date,
): Result<RefundOffer, RefundRefusal> {
  if (PAYMENT_METHOD_CHANNEL[facts.next_payment_method] === 'app-store')
    return fail('managed-by-store');
  if (facts.state === 'revoked') return fail('already-refunded');
  if (facts.state === 'expired') return fail('subscription-ended');
  if (facts.refundPending) return fail('refund-pending');
  const [first] = facts.payments;
  if (!first) return fail('no-payment');
  if (!isWithinMoneyBackGuarantee(facts.purchase_date, now)) return fail('outside-guarantee');
  if (facts.payments.some((p) => p.currency !== first.currency))
    throw new TypeError('A subscription is paid in one currency');
  return ok({
    amount: facts.payments.reduce((sum, p) => sum + p.amount, 0),
    currency: first.currency,
    guaranteeEnds: moneyBackGuaranteeEnds(facts.purchase_date),
  });
}
