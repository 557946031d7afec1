import type { CardEntry, PaymentMethodSetup } from '@halyard/contract';
import type { CardField, Currency, FormMessageKey, PaymentErrorKey } from '@halyard/domain';
import type { CardSource } from '../card-token';

/** Each card field's spec §5 problem, as the gateway's fields reported it. */
export type CardProblems = Partial<Record<CardField, FormMessageKey>>;

/**
 * What the card entry is for: a payment of `amount` minor units (Stripe's Payment Element shows
 * it in wallet sheets) or saving a method for later.
 */
export type CardPurpose =
  | { readonly kind: 'payment'; readonly amount: number; readonly currency: Currency }
  | { readonly kind: 'setup'; readonly currency: Currency };

/** A refusal: field problems (shown in the gateway's fields), or one payment error. */
export type CardRefusal =
  | { readonly ok: false; readonly problems: CardProblems }
  | { readonly ok: false; readonly key: PaymentErrorKey };

/**
 * A payment's source for our payment intent: the sandbox frame's token (with its client secret,
 * decision 0101), or null with Stripe — its Payment Element confirms the intent afterwards.
 */
export type CollectResult = { readonly ok: true; readonly source: CardSource | null } | CardRefusal;

export type ConfirmResult = { readonly ok: true } | CardRefusal;

/** A method to store (PUT /api/v2/payment-method): a token, or a confirmed SetupIntent. */
export type SaveResult = ({ readonly ok: true } & CardSource) | CardRefusal;

/**
 * The card entry as the form that holds it drives it (ARCHITECTURE decision 15): our code asks
 * the gateway's fields for a source and never sees a card number, whichever gateway runs.
 */
export interface CardEntryHandle {
  /** Checkout: what the payment intent is made with (see CollectResult). */
  collect(postalCode: string): Promise<CollectResult>;
  /**
   * Checkout, the intent made: Stripe confirms it in its fields with the provider's client
   * secret (3-D Secure in its own dialog); the sandbox has nothing left to do.
   */
  confirmPayment(providerClientSecret: string | null, returnPath: string): Promise<ConfirmResult>;
  /** Saving a method: the sandbox's token, or a SetupIntent Stripe confirmed. */
  save(
    postalCode: string,
    startSetup: () => Promise<PaymentMethodSetup>,
    returnPath: string,
  ): Promise<SaveResult>;
  /** Moves the focus to a field (from the form's error summary). */
  focus(field: CardField): void;
}

/** Which implementation a gateway's card entry needs (GET /api/v1/payment-gateway). */
export function cardEntryChoice(
  entry: CardEntry,
):
  | { readonly kind: 'sandbox_frame'; readonly frameUrl: string }
  | { readonly kind: 'stripe_payment_element'; readonly publishableKey: string } {
  return entry.kind === 'gateway_frame'
    ? { kind: 'sandbox_frame', frameUrl: entry.frame_url }
    : { kind: 'stripe_payment_element', publishableKey: entry.publishable_key };
}

/** A page path as the absolute URL a provider sends the buyer back to. */
export const absoluteUrl = (path: string, origin: string) => new URL(path, origin).toString();
