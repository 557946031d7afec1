import type { Currency, DeclineCode } from './payment-gateway';

/**
 * What a payment provider tells us by webhook (decision 0153), normalised by the adapter: the
 * port's words, the provider's ids. Higher layers subscribe to the kinds they act on; the
 * payments layer stores each event once and never imports them (ARCHITECTURE decision 14).
 */
export type ProviderEventBody =
  | {
      readonly kind: 'payment_succeeded';
      readonly intentId: string;
      readonly chargeId: string | null;
      readonly amount: number;
      readonly currency: Currency;
      readonly metadata: Readonly<Record<string, string>>;
    }
  | {
      readonly kind: 'payment_failed';
      readonly intentId: string;
      readonly declineCode: DeclineCode;
      readonly metadata: Readonly<Record<string, string>>;
    }
  | {
      readonly kind: 'payment_requires_action';
      readonly intentId: string;
      readonly metadata: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'charge_refunded'; readonly chargeId: string }
  | {
      readonly kind: 'dispute';
      readonly disputeId: string;
      readonly chargeId: string;
      readonly amount: number;
      readonly currency: Currency;
      readonly reason: string;
      readonly status: 'open' | 'won' | 'lost';
    }
  | { readonly kind: 'method_detached'; readonly token: string };

export type ProviderEventKind = ProviderEventBody['kind'];

export type ProviderEvent = ProviderEventBody & {
  /** The provider's event id: stored once, the key of every effect. */
  readonly id: string;
  readonly provider: string;
  /** The provider's own event type, e.g. `charge.dispute.created`. */
  readonly type: string;
  /** When the provider says it happened (events can arrive in any order). */
  readonly occurredAt: string;
};

/**
 * What handling an event came to: done; deferred (it is about something our ledger does not hold
 * yet: tried again later); or nothing for us to do.
 */
export interface EventOutcome {
  readonly status: 'processed' | 'deferred' | 'ignored';
  readonly note: string;
}

export type EventHandler<K extends ProviderEventKind> = (
  event: Extract<ProviderEvent, { kind: K }>,
) => Promise<EventOutcome>;

export const objectIdOf = (event: ProviderEventBody): string => {
  switch (event.kind) {
    case 'payment_succeeded':
    case 'payment_failed':
    case 'payment_requires_action':
      return event.intentId;
    case 'charge_refunded':
      return event.chargeId;
    case 'dispute':
      return event.disputeId;
    case 'method_detached':
      return event.token;
  }
};
