import type {
  Currency,
  DeclineType,
  PaymentMethod,
  SubscriptionState,
  SubscriptionType,
  TaxDisplay,
} from '@halyard/domain';

/** A renewal charge waiting for the customer to authenticate it (decision 0182). */
export interface PendingAuthentication {
  readonly intentId: string;
  /** The charge's idempotency key and amount: completing it repeats exactly this charge. */
  readonly key: string;
  readonly amount: number;
  readonly requestedAt: string;
}

/** The last failed attempt of the period due, as recorded (decision 0181). */
export interface DunningRecord {
  readonly type: DeclineType | null;
  readonly methodId: string | null;
  readonly declineCode: string | null;
  readonly auth: PendingAuthentication | null;
}

/** An add-on bought with the plan, renewed with it while its own switch is on (decision 0122). */
export interface RenewingAddon {
  readonly id: string;
  readonly name: string;
  readonly renewalAmount: number;
  readonly cycleMonths: number | null;
}

/** A subscription as the billing engine and the collection call work on it. */
export interface BillableRow {
  readonly id: string;
  readonly tenantId: string;
  readonly userId: string;
  readonly subscriptionId: string;
  readonly krn: string;
  readonly state: SubscriptionState;
  readonly type: SubscriptionType;
  readonly tier: string;
  readonly currency: Currency;
  readonly renewalAmount: number;
  /** The price's first-period amount: what a converting trial pays first. */
  readonly firstAmount: number | null;
  readonly productName: string | null;
  readonly cycleMonths: number;
  readonly nextPaymentDate: string | null;
  readonly nextPaymentMethod: PaymentMethod;
  readonly autobill: boolean;
  readonly expiresSoon: boolean;
  readonly handledByChargebee: boolean;
  readonly nextRetryAt: string | null;
  readonly attempts: number;
  readonly billingAnchor: string | null;
  readonly failedOn: string | null;
  readonly paymentFailed: boolean;
  readonly supportsAutobill: boolean;
  readonly purchaseDate: string;
  readonly method: {
    readonly id: string;
    readonly kind: string;
    readonly brand: string | null;
    readonly last4: string | null;
    readonly token: string | null;
  } | null;
  /** The buyer's residence today: renewals are taxed by it (decision 0120). */
  readonly residence: {
    readonly country: string | null;
    readonly region: string | null;
    readonly postalCode: string | null;
    /** Issue 22: the VAT ID of the buyer's billing details (EU reverse charge, decision 0190). */
    readonly vatId?: string | null;
  };
  /** Add-ons charged and extended with the plan's renewal (auto-renew on). */
  readonly addons: readonly RenewingAddon[];
  /** The tenant's taxDisplay (decision 0196): an inclusive tenant renews gross-price consumers gross. */
  readonly taxDisplay?: TaxDisplay;
  /** Decision 0181: why the last attempt failed; read only while a payment has failed. */
  readonly dunning: DunningRecord;
  /** Decision 0183: a save offer's discount on the next renewal, in percent (0: none). */
  readonly renewalDiscountPercent: number;
  /**
   * False: the owner had no credit entry when the row was read, so the balance has nothing to pay
   * and no earlier application to give back (decision 0217); absent: not known, look.
   */
  readonly hasCredit?: boolean;
  readonly methodExpiry: { readonly month: number | null; readonly year: number | null };
  readonly recipient: {
    readonly email: string;
    readonly language: string | null;
    readonly brand: string;
    readonly anonymized: boolean;
  };
}

/** spec §4 conditions of a row, in the domain's words (the engine's decision table reads them). */
export const conditionsOf = (row: BillableRow) => ({
  state: row.state,
  type: row.type,
  next_payment_date: row.nextPaymentDate,
  next_payment_method: row.nextPaymentMethod,
  auto_billing_enabled: row.autobill,
  expires_soon: row.expiresSoon,
  handled_by_chargebee: row.handledByChargebee,
  next_retry_at: row.nextRetryAt,
});
