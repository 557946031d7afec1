/**
 * The payments port (ARCHITECTURE decision 5): what our server needs from a payment service
 * provider. The sandbox adapter implements it in process, the Stripe adapter over Stripe's API
 * (decision 0150). Card numbers never cross this interface — only tokens, intents and the ids of
 * the provider's own objects do.
 *
 * Expected outcomes are values (a decline is an answer, not a failure). Two kinds of error throw:
 * - GatewayUnavailableError: the gateway did not answer (5xx, timeout). Retry with the same
 *   idempotency key: the gateway may have acted, and the key makes the retry safe.
 * - GatewayRequestError: our request was wrong (unknown token, key reused with another body,
 *   refund beyond the charge). Retrying does not help.
 */

import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from '@halyard/domain';

/** spec §7: the four ways to pay, listed once in the domain. */
export { PAYMENT_METHOD_TYPES, type PaymentMethodType };

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DECLINE_CODES = [
  'generic_decline',
  'insufficient_funds',
  'incorrect_cvc',
  'expired_card',
  'issuer_error', // the card issuer was unavailable or reported an error
  'processing_error',
  'authentication_failed', // 3-D Secure challenge failed
  'authentication_required', // the customer has not authenticated / approved yet
  'payment_cancelled', // the customer cancelled (PayPal)
  'incorrect_number',
  'fraud_suspected',
  'lost_card', // hard declines (issue 21 item 2): the card will never pay again
  'stolen_card',
  'account_closed',
  'do_not_honor',
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/** What a token stands for; a wallet token is a card held in Apple Pay or Google Pay. */
export type PaymentSourceKind = 'card' | 'apple_pay' | 'google_pay' | 'paypal';

/** A stored payment source as the gateway describes it: never the number or the CVC. */
export interface PaymentSourceDetails {
  readonly token: string;
  readonly kind: PaymentSourceKind;
  readonly brand: string; // 'visa', 'mastercard', 'amex', 'discover', 'paypal', 'unknown'
  readonly last4: string | null;
  readonly expMonth: number | null;
  readonly expYear: number | null;
}

export type PaymentIntentStatus =
  | 'requires_payment_method' // the customer enters the details in the provider's own fields
  | 'requires_action' // the customer must approve (PayPal) or authenticate (3-D Secure)
  | 'authorized' // ready to be charged once
  | 'succeeded' // charged
  | 'cancelled'
  | 'failed';

export interface PaymentIntent {
  readonly id: string;
  readonly methodType: PaymentMethodType;
  /** Integer minor units, > 0: exactly what the intent may be charged (decision 0101). */
  readonly amount: number;
  readonly currency: Currency;
  readonly status: PaymentIntentStatus;
  /** Same-origin path of the approval or challenge page while status is requires_action. */
  readonly actionUrl: string | null;
  /** Why a failed or cancelled intent cannot be charged. */
  readonly declineCode: DeclineCode | null;
  /** A reusable token once authorised (the card, or the vaulted PayPal agreement) for renewals. */
  readonly paymentSource: string | null;
  /**
   * The provider's client secret for its browser SDK, while the customer still confirms the
   * intent in the provider's own fields (Stripe's Payment Element); null otherwise.
   */
  readonly providerClientSecret: string | null;
}

/**
 * Who pays, as the provider keeps customers (Stripe Customers): our stable reference (tenant and
 * user, or a guest's purchase) and the email the provider's dashboard shows.
 */
export interface GatewayCustomer {
  readonly reference: string;
  readonly email?: string | null;
}

export interface CreatePaymentIntentInput {
  readonly methodType: PaymentMethodType;
  readonly amount: number;
  readonly currency: Currency;
  /**
   * The card or wallet source to authorise. A gateway whose card entry is the provider's own
   * fields (`cardEntry.kind === 'provider_fields'`) takes a card intent without one: it answers
   * `requires_payment_method` with `providerClientSecret`, and the browser confirms it there.
   */
  readonly token?: string;
  /** Same-origin path the approval or challenge page sends the customer back to. */
  readonly returnUrl?: string;
  readonly idempotencyKey?: string;
  readonly customer?: GatewayCustomer;
}

export type ChargeSource =
  | { readonly type: 'token'; readonly token: string }
  | { readonly type: 'payment_intent'; readonly intentId: string };

export interface ChargeInput {
  /** Same key and same body → the same result, never a second charge; another body → error. */
  readonly idempotencyKey: string;
  readonly amount: number; // integer minor units, > 0
  readonly currency: Currency;
  readonly source: ChargeSource;
  /**
   * Where a 3-D Secure challenge returns to (same-origin path). Not part of the fingerprint. A
   * charge with a return path is made with the customer present (on-session, it may be
   * challenged); without one it is merchant-initiated (off-session: renewals).
   */
  readonly returnUrl?: string;
  /** Kept with the charge for reconciliation (e.g. checkout attempt id). Not fingerprinted. */
  readonly metadata?: Readonly<Record<string, string>>;
}

export type ChargeResult =
  | {
      readonly status: 'succeeded';
      readonly chargeId: string;
      /** What the gateway charged: the ledger records these (decision 0124). */
      readonly amount: number;
      readonly currency: Currency;
    }
  | {
      readonly status: 'requires_action';
      /**
       * The page that authenticates the payment. Null when there is none until the customer is
       * back: an off-session charge (no return path) the issuer wants authenticated (Stripe
       * `authentication_required`), confirmed later on the intent with the customer present
       * (issue 21 item 3, decision 0182).
       */
      readonly challengeUrl: string | null;
      readonly intentId: string;
    }
  | { readonly status: 'declined'; readonly declineCode: DeclineCode; readonly message: string };

export interface RefundInput {
  readonly idempotencyKey: string;
  readonly chargeId: string;
  /** Minor units; omitted refunds what remains of the charge. */
  readonly amount?: number;
}

export interface RefundResult {
  readonly status: 'succeeded';
  readonly refundId: string;
  readonly chargeId: string;
  readonly amount: number;
  readonly currency: Currency;
}

/** A refund as the gateway holds it; `ours` when our server made it (else: its dashboard). */
export interface GatewayRefundRecord extends RefundResult {
  readonly ours: boolean;
}

/** A charge as the gateway's own records hold it (for reconciliation, decision 0020). */
export interface GatewayChargeRecord {
  readonly id: string;
  readonly idempotencyKey: string;
  readonly amount: number;
  readonly currency: Currency;
  readonly status: 'succeeded' | 'requires_action' | 'declined';
  readonly refundedAmount: number;
  /** The metadata the charge was made with (e.g. tenant and checkout attempt id). */
  readonly metadata: Readonly<Record<string, string>>;
  readonly createdAt: string;
}

/** Charges in the order the port answers them: oldest first, then by id. */
export const oldestChargeFirst = (a: GatewayChargeRecord, b: GatewayChargeRecord): number =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * How a browser enters payment details with this gateway (ARCHITECTURE decision 15): our pages
 * never hold a card number with either.
 */
export type CardEntry =
  /** The gateway's fields in its own frame; the frame tokenises and hands over `{ token, clientSecret }`. */
  | { readonly kind: 'gateway_frame'; readonly frameUrl: string }
  /** The provider's browser SDK (Stripe's Payment Element) collects and confirms in its fields. */
  | {
      readonly kind: 'provider_fields';
      readonly provider: 'stripe';
      readonly publishableKey: string;
    };

/**
 * Saving a payment method without paying (spec §2 /credit_cards/edit): with the gateway's frame
 * the frame's token is the source; with the provider's fields the browser confirms this setup
 * (a Stripe SetupIntent) and hands back `{ token: id, clientSecret }` for verifyPaymentSource.
 */
export type SetupSession =
  | Extract<CardEntry, { kind: 'gateway_frame' }>
  | (Extract<CardEntry, { kind: 'provider_fields' }> & {
      readonly id: string;
      readonly clientSecret: string;
    });

export interface SetupInput {
  readonly customer: GatewayCustomer;
  readonly idempotencyKey: string;
  /** The token the customer pays with now: its provider customer is theirs (a guest checkout's). */
  readonly currentSource?: string | null;
}

export interface PaymentGateway {
  readonly name: string;
  readonly cardEntry: CardEntry;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  retrievePaymentIntent(intentId: string): Promise<PaymentIntent | null>;
  /** A token our server holds (stored method, an intent's source): what it stands for. */
  describePaymentSource(token: string): Promise<PaymentSourceDetails | null>;
  /**
   * A token a browser hands us with the client secret its tokenise answer gave it (decision
   * 0101): what it stands for, or null when the token is unknown or the secret is not its own —
   * a token id alone, seen in another client, is useless.
   */
  verifyPaymentSource(token: string, clientSecret: string): Promise<PaymentSourceDetails | null>;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /**
   * Many charges in one call (the billing engine's batch, issue 19 item 4): each input answered,
   * in order, as `charge` would answer it alone. A gateway without a batch call leaves it out and
   * the engine calls `charge` for each, a few at a time.
   */
  chargeMany?(inputs: readonly ChargeInput[]): Promise<PromiseSettledResult<ChargeResult>[]>;
  refund(input: RefundInput): Promise<RefundResult>;
  startSetup(input: SetupInput): Promise<SetupSession>;
  /**
   * The gateway's charges created at or after `createdSince` (and before `createdBefore`, when
   * given), a page at a time (one request to the provider each, so the port's deadline bounds
   * each page, not the whole listing — decision 0234): what reconciliation compares our ledger
   * with. Pages come in no particular order. Listings of adjacent periods (one's `createdBefore`
   * the next one's `createdSince`) hold each charge once between them (decision 0236).
   */
  chargePages(options: {
    readonly createdSince: Date;
    readonly createdBefore?: Date | undefined;
  }): AsyncIterable<readonly GatewayChargeRecord[]>;
  /**
   * How many charges one request to the provider answers: asked by id (`findCharges`), and
   * listed (`chargePages`). The ledger check lists a period instead of asking by id when that
   * takes fewer requests (decision 0234).
   */
  readonly chargesPerRequest: { readonly byId: number; readonly listed: number };
  /**
   * The charges among `chargeIds` as the gateway holds them now (unknown ids left out), oldest
   * first: what the ledger check compares a customer's charges with (decision 0232), asked for by
   * id so that its cost follows the customers checked, not the gateway's whole history.
   */
  findCharges(chargeIds: readonly string[]): Promise<readonly GatewayChargeRecord[]>;
  /** One charge as the gateway holds it (null: unknown): the truth about a charge we do not know. */
  retrieveCharge(chargeId: string): Promise<GatewayChargeRecord | null>;
  /** Every refund of a charge, ours and the provider dashboard's (a `charge.refunded` event). */
  listRefunds(chargeId: string): Promise<readonly GatewayRefundRecord[]>;
}
