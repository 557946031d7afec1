/**
 * Row types of every table, as Kysely sees them. Conventions (decision 0002):
 * - every row carries `tenant_id`;
 * - ids are text (random UUIDs or spec-shaped krns);
 * - instants are ISO-8601 UTC text ("2026-11-23T07:00:00.000Z"), which sorts and compares the
 *   same way on SQLite and PostgreSQL;
 * - flags are integers 0/1 (SQLite has no boolean type; one representation for both databases);
 * - money is integer minor units with a currency column; JSON is text.
 * Row types stay inside repositories: they map rows to domain objects.
 */
import type { Generated } from 'kysely';

type Flag = number;
type Instant = string;

export interface TenantsTable {
  id: string;
  name: string;
  brand_name: string;
  created_at: Instant;
  /** Decision 0196: 'exclusive' | 'inclusive' (default 'exclusive'). */
  tax_display: Generated<string>;
}

export interface UsersTable {
  id: string;
  tenant_id: string;
  krn: string;
  email: string;
  password_hash: string | null;
  business_customer: Flag;
  free_trial_status: string | null;
  residence_country: string | null;
  residence_state: string | null;
  residence_zipcode: string | null;
  locale: string | null;
  created_at: Instant;
  anonymized_at: Instant | null;
  /** The code a referral link carries (migration 0101, decision 0023); null until needed. */
  referral_code: string | null;
}

export interface SessionsTable {
  id: string; // sha-256 of the cookie token; the token itself is never stored
  tenant_id: string;
  user_id: string;
  created_at: Instant;
  last_seen_at: Instant;
  expires_at: Instant;
  ip: string | null;
  user_agent: string | null;
  /** What the sessions list names it by (the id is the token's hash; issue 23). */
  public_id: string | null;
  /** Approximate place from SESSION_PLACE_HEADER, when the deployment provides one. */
  place: string | null;
}

/** Issue 23: a TOTP secret (sealed) of a user or staff account; one per subject. */
export interface TwoFactorSecretsTable {
  id: string;
  tenant_id: string;
  subject_kind: string;
  subject_id: string;
  secret_sealed: string;
  created_at: Instant;
  enrol_expires_at: Instant;
  confirmed_at: Instant | null;
  /** The newest accepted time step: a code is accepted once, and never an older one. */
  last_step: Generated<number>;
}

export interface RecoveryCodesTable {
  id: string;
  tenant_id: string;
  subject_kind: string;
  subject_id: string;
  code_mac: string;
  created_at: Instant;
  used_at: Instant | null;
}

export interface PasskeysTable {
  id: string;
  tenant_id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  backed_up: Flag;
  name: string;
  created_at: Instant;
  last_used_at: Instant | null;
}

/** A sign-in waiting for its second factor, or a WebAuthn challenge; single use, minutes long. */
export interface AuthChallengesTable {
  id: string;
  tenant_id: string;
  user_id: string | null;
  purpose: string;
  challenge: string | null;
  created_at: Instant;
  expires_at: Instant;
}

export interface KnownDevicesTable {
  tenant_id: string;
  user_id: string;
  device_hash: string;
  created_at: Instant;
}

/** A throttled key's window and the attempts reserved in it (decision 0106). */
export interface AttemptBudgetsTable {
  key: string;
  window_start: Instant;
  used: number;
}

export interface LoginAttemptsTable {
  id: string;
  tenant_id: string;
  email: string;
  ip: string;
  succeeded: Flag;
  created_at: Instant;
}

/** A single-use link that sets a password (issue 24 item 1, decision 0160). */
export interface PasswordResetsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  token_hash: string; // sha-256 of the emailed secret; the secret itself is never stored
  purpose: 'reset' | 'set-password';
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
}

export interface BusinessSubscriptionsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  is_chargebee: Flag;
  seats: number;
  auto_billing_enabled: Flag;
  next_payment_date: Instant | null;
  created_at: Instant;
  /** Issue 24 item 6 (decision 0165): what a seat costs per term, the term, the renewal's seats. */
  currency: Generated<string>;
  seat_price: Generated<number>;
  cycle_months: Generated<number>;
  pending_seats: number | null;
  payment_method_id: string | null;
  lease_owner: string | null;
  lease_until: Instant | null;
}

export interface LicensesTable {
  id: string;
  tenant_id: string;
  business_subscription_id: string;
  assignee_email: string | null;
  assigned_at: Instant | null;
}

export interface EntitlementsTable {
  id: string;
  tenant_id: string;
  name: string;
  description: string;
  type: 'product' | 'feature';
}

export interface ProductsTable {
  id: string;
  tenant_id: string;
  kind: 'plan' | 'addon';
  name: string;
  display_name: string;
  description: string;
  tier: string | null;
  addon_type: string | null;
  billing_type: string;
  money_back_guarantee_days: number;
  recommended: Flag;
  sort_order: number;
}

export interface ProductEntitlementsTable {
  tenant_id: string;
  product_id: string;
  entitlement_id: string;
}

export interface OffersTable {
  id: string;
  tenant_id: string;
  kind: 'regular' | 'referral' | 'special';
  name: string;
}

export interface PricesTable {
  id: string;
  tenant_id: string;
  offer_id: string;
  product_id: string;
  external_ref: string;
  currency: string;
  base_period_length: number;
  base_period_unit: string;
  free_period_length: number;
  free_period_unit: string;
  amount: number; // minor units charged for the first total period
  next_amount: number; // minor units charged at each renewal
  discount_percentage: number; // advertised, whole percent (domain derives the rest)
  taxed: Flag;
  recommended: Flag;
  sort_order: number;
}

export interface PaymentMethodsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  kind: string; // spec §3 payment methods
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  gateway_token: string | null;
  created_at: Instant;
  /** The provider no longer charges it (a Stripe payment_method.detached event, decision 0153). */
  detached_at: Instant | null;
  /** Issue 22 item 1 (decision 0191): the method renewals charge, one live row per user. */
  is_default: Generated<number>;
  /** The customer removed it; the row stays for the invoices and charges naming it. */
  removed_at: Instant | null;
}

export interface SubscriptionsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  krn: string;
  subscription_id: string;
  state: string;
  type: string;
  tier: string;
  product_id: string | null;
  price_id: string | null;
  price_krns: string; // JSON array
  currency: string;
  renewal_amount: number;
  next_billing_cycle: number;
  next_payment_date: Instant | null;
  next_payment_method: string;
  payment_method_id: string | null;
  auto_billing_enabled: Flag;
  supports_autobill: Flag;
  auto_bill_failed_on: Instant | null;
  auto_bill_payment_failed: Flag;
  expires_soon: Flag;
  manual_renew_allowed: Flag;
  handled_by_chargebee: Flag;
  purchase_date: Instant;
  setup_link_token: string | null;
  created_at: Instant;
  updated_at: Instant;
  // billing engine bookkeeping (migration 0005)
  renewal_attempts: Generated<number>;
  next_retry_at: Instant | null;
  lease_owner: string | null;
  lease_until: Instant | null;
  /** Renewals count whole cycles from this date (migration 0201, decision 0031); null: not yet. */
  billing_anchor: Instant | null;
  /** Migration 0180 (decision 0183): a save offer's discount on the next renewal, in percent. */
  renewal_discount_percent: number | null;
}

/** Migration 0180 (decisions 0181, 0182): the last failed attempt and a pending authentication. */
export interface DunningColumns {
  dunning_type: string | null;
  dunning_method_id: string | null;
  last_decline_code: string | null;
  auth_intent_id: string | null;
  auth_charge_key: string | null;
  auth_amount: number | null;
  auth_requested_at: Instant | null;
}

export interface SubscriptionAddonsTable {
  id: string;
  tenant_id: string;
  subscription_id: string;
  addon_type: string;
  krn: string;
  addon_id: string;
  expires_at: Instant | null;
  billing_cycle: number | null;
  auto_billing_enabled: Flag;
  region: string | null;
  ip_address: string | null;
  created_at: Instant;
  /** Migration 0120 (decision 0122): the catalogue price it renews at, and that price's next amount. */
  price_id: string | null;
  renewal_amount: number | null;
  /** 1: bought with the plan, so it is charged, invoiced and extended at the plan's renewal. */
  renews_with_plan: Generated<Flag>;
  /** Migration 0180 (decision 0184): an add-on bought later renews on its own date. */
  next_retry_at: Instant | null;
  auto_bill_failed_on: Instant | null;
  billing_anchor: Instant | null;
  lease_owner: string | null;
  lease_until: Instant | null;
  /** Its last retry failed: it does not renew again. */
  ended_at: Instant | null;
  renewal_attempts: Generated<number>;
}

/**
 * Migration 2402 (decision 0168): the operator's dedicated IP addresses per region; free while
 * `addon_id` is null. Unique (tenant, address) and unique `addon_id`.
 */
export interface DedicatedIpPoolTable {
  id: string;
  tenant_id: string;
  /** The region as customers read it, e.g. "Frankfurt, Germany". */
  region: string;
  ip_address: string;
  addon_id: string | null;
  assigned_at: Instant | null;
  created_at: Instant;
}

/** Migration 0180 (decision 0180): one row per notice event; unique (subject, kind, event). */
export interface BillingNoticesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** The subscription's or the add-on's row id. */
  subject_id: string;
  kind: string;
  event: string;
  created_at: Instant;
}

/** Migration 0180 (decision 0181): each failed renewal attempt, for the portal and back office. */
export interface DunningAttemptsTable {
  id: string;
  tenant_id: string;
  subscription_id: string;
  addon_id: string | null;
  due_date: Instant;
  attempted_at: Instant;
  amount: number;
  currency: string;
  decline_code: string;
  decline_type: string;
  payment_method_id: string | null;
  next_retry_at: Instant | null;
}

/** Migration 0180 (decision 0183): why auto-renew was turned off, and the save offer's outcome. */
export interface CancellationFeedbackTable {
  id: string;
  tenant_id: string;
  user_id: string;
  subscription_id: string;
  reason: string | null;
  reason_text: string | null;
  offer_id: string | null;
  outcome: 'accepted' | 'declined' | 'none';
  created_at: Instant;
}

export interface HolidayEsimsTable {
  id: string;
  tenant_id: string;
  subscription_id: string;
  data_gb: number;
  validity_days: number;
  activation_code: string;
  expires: Instant;
  created_at: Instant;
}

export interface AircoveCouponsTable {
  id: string;
  tenant_id: string;
  subscription_id: string;
  code: string;
  expires: Instant;
  created_at: Instant;
  /** When the customer used it at the router store (migration 0403, decision 0062). */
  claimed_at: Instant | null;
}

/** spec §2 Setup Devices: the devices a tenant offers apps for (migration 0401, decision 0060). */
export interface SetupDevicesTable {
  tenant_id: string;
  id: string;
  position: number;
  download_url: string;
}

/** spec §2 DNS Settings: addresses registered for smart DNS (migration 0402, decision 0061). */
export interface SmartDnsAddressesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  ip: string;
  label: string | null;
  created_at: Instant;
}

/** spec §2 Changelog (migration 0404, decision 0063). */
export interface ChangelogEntriesTable {
  id: string;
  tenant_id: string;
  title: string;
  body: string;
  published_at: Instant;
}

/** spec §2 Expert Program sign-ups (migration 0405, decision 0064). */
export interface ExpertApplicationsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  display_name: string;
  areas: string; // JSON array
  experience: string;
  hours_per_month: number;
  created_at: Instant;
}

export interface InvoicesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  subscription_id: string | null;
  number: string;
  kind: 'invoice' | 'credit_note';
  related_invoice_id: string | null;
  currency: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  lines: string; // JSON array of { description, quantity, amount }
  payment_summary: string | null; // e.g. "Visa •••• 4242"
  issued_at: Instant;
  /** Migration 0120 (decision 0125): JSON { name, lines } of buyer and seller at issue time. */
  buyer: string | null;
  seller: string | null;
  /** Migration 0193: the promotion code the invoice's discount includes (issue 22 item 4). */
  promotion_code: Generated<string | null>;
  /** The tax rate applied, in basis points (null: issued before migration 0120). */
  tax_rate: number | null;
  /** Decision 0217: paid from the credit balance; the charge was `total − credit_applied`. */
  credit_applied: Generated<number>;
  /** Decision 0196: 1 when the total is gross and `tax` the VAT in it (total = subtotal − discount). */
  tax_included: Generated<number>;
}

/** What a charge paid for one subscription: its lines, discount, tax and amount (decision 0121). */
export interface ChargeAllocationsTable {
  id: string;
  tenant_id: string;
  charge_id: string;
  invoice_id: string;
  subscription_id: string; // internal subscriptions.id
  currency: string;
  lines: string; // JSON array of { description, quantity, amount }
  subtotal: number;
  discount: number;
  tax: number;
  amount: number;
  created_at: Instant;
}

/** One allocation a refund request returns, with its gateway refund and credit note. */
export interface RefundItemsTable {
  id: string;
  tenant_id: string;
  refund_request_id: string;
  allocation_id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'refunded' | 'cancelled' | 'failed';
  gateway_refund_id: string | null;
  credit_note_id: string | null;
  refunded_at: Instant | null;
  /** Decision 0221: the part of `amount` that goes to the credit balance (the rest to the card). */
  balance_amount: Generated<number>;
}

export interface ChargesTable {
  id: string;
  tenant_id: string;
  user_id: string | null;
  subscription_id: string | null;
  invoice_id: string | null;
  payment_method_id: string | null;
  gateway_charge_id: string | null;
  idempotency_key: string;
  kind: 'charge' | 'refund';
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  failure_code: string | null;
  created_at: Instant;
}

export interface GiftCardsTable {
  id: string;
  tenant_id: string;
  code: string;
  tier: string;
  months: number;
  expires_at: Instant | null;
  redeemed_by_user_id: string | null;
  redeemed_at: Instant | null;
  created_at: Instant;
  /** Migration 0170 (decision 0175): the batch it was made in, and when staff voided it. */
  batch_id: string | null;
  voided_at: Instant | null;
}

export interface ReferralsTable {
  id: string;
  tenant_id: string;
  referrer_user_id: string;
  referral_campaign_id: string;
  referred_user_id: string | null;
  referred_email: string | null;
  status: 'invited' | 'purchased' | 'rewarded';
  reward_months: number;
  created_at: Instant;
  /** Decision 0068: when the reward paid a renewal, which subscription and zero-amount invoice. */
  reward_applied_at: Instant | null;
  reward_subscription_id: string | null;
  reward_invoice_id: string | null;
}

/** Decision 0067: invitations sent from the referrals page (rate limited per user). */
export interface ReferralInvitesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  email: string;
  created_at: Instant;
}

/** Decision 0065: a user's membership at the ID Defender partner. */
export interface IdDefenderEnrolmentsTable {
  tenant_id: string;
  user_id: string;
  member_id: string;
  enrolled_at: Instant;
  created_at: Instant;
}

/** Decision 0065: the ID Defender alerts a user has read (the alerts are the partner's). */
export interface IdDefenderAlertReadsTable {
  tenant_id: string;
  user_id: string;
  alert_id: string;
  read_at: Instant;
}

export interface PageViewsTable {
  id: string;
  tenant_id: string;
  locale: string;
  timmestamp: string; // spec §3 spelling
  subscription_id: string | null;
  subscription_krn: string | null;
  backend_user_krn: string | null;
  full_url: string;
  referrer: string | null;
  created_at: Instant;
  /** The signed-in account that sent it (decision 0195 addendum); null when anonymous. */
  user_id: string | null;
}

export interface EventsTable {
  id: string;
  tenant_id: string;
  name: string;
  payload: string;
  created_at: Instant;
  /** The signed-in account that sent it (decision 0195 addendum); null when anonymous. */
  user_id: string | null;
}

export interface PaymentResultsTable {
  id: string;
  tenant_id: string;
  uid: string | null;
  timestamp: string;
  system: string;
  version: string;
  event: string;
  source: string;
  result: string;
  type: string;
  gateway: string;
  forter_result: string | null;
  trans_id: string | null;
  error_text: string | null;
  error_code: string | null;
  created_at: Instant;
  /** 1: written by a browser through the public write call; never evidence of a payment. */
  client_reported: Generated<Flag>;
  client_ip: string | null;
}

export interface AttemptedSignupsTable {
  id: string;
  tenant_id: string;
  email: string;
  domain: string;
  signup_stage: string;
  error: string | null;
  created_at: Instant;
  client_ip: string | null;
}

export interface DeletionRequestsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  status: 'pending' | 'cancelled' | 'completed';
  reason: string | null;
  requested_at: Instant;
  scheduled_for: Instant;
  cancelled_at: Instant | null;
  completed_at: Instant | null;
  /** Issue 24 item 3: JSON of what the request turned off ({ subscriptions, addons, business }). */
  paused_billing: string | null;
}

export interface EmailChangeRequestsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  new_email: string;
  code_hash: string;
  attempts: number;
  expires_at: Instant;
  confirmed_at: Instant | null;
  created_at: Instant;
}

/** The sandbox gateway's store (it plays an external PSP: no tenant_id, never a card number). */
export interface SandboxGatewayTokensTable {
  id: string;
  kind: string; // card | apple_pay | google_pay | paypal
  outcome: string; // the test card's outcome key (docs/payments-sandbox.md)
  brand: string;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  created_at: Instant;
  client_secret_hash: string | null; // SHA-256 of the tokenising browser's secret (decision 0101)
}

export interface SandboxGatewayPaymentIntentsTable {
  id: string;
  method_type: string;
  amount: number;
  currency: string;
  status: string;
  decline_code: string | null;
  token_id: string | null;
  return_url: string | null;
  idempotency_key: string | null;
  fingerprint: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface SandboxGatewayChallengesTable {
  id: string;
  intent_id: string;
  status: 'pending' | 'passed' | 'failed';
  created_at: Instant;
  completed_at: Instant | null;
}

export interface SandboxGatewayChargesTable {
  id: string;
  idempotency_key: string;
  fingerprint: string; // sha-256 of amount, currency and source
  token_id: string | null;
  intent_id: string | null;
  amount: number;
  currency: string;
  status: 'succeeded' | 'requires_action' | 'declined';
  decline_code: string | null;
  refunded_amount: number;
  metadata: string; // JSON object
  created_at: Instant;
  updated_at: Instant;
}

export interface SandboxGatewayRefundsTable {
  id: string;
  charge_id: string;
  idempotency_key: string;
  fingerprint: string;
  amount: number;
  currency: string;
  created_at: Instant;
}

/** The Stripe adapter's customers by our reference (decision 0150). */
export interface StripeGatewayCustomersTable {
  reference: string;
  customer_id: string;
  created_at: Instant;
}

/** A write the Stripe adapter made under an idempotency key, and the object it made or claimed. */
export interface StripeGatewayRequestsTable {
  idempotency_key: string;
  kind: 'charge' | 'intent' | 'refund' | 'setup';
  fingerprint: string;
  object_id: string;
  /** A charge of a payment intent claims it: one key per intent. */
  claimed_intent_id: string | null;
  created_at: Instant;
}

/** A provider webhook event, stored once by its id, normalised (decision 0153). */
export interface PaymentProviderEventsTable {
  id: string;
  provider: string;
  type: string;
  object_id: string | null;
  occurred_at: Instant;
  payload: string; // JSON: the normalised event, never the provider's raw object
  status: 'pending' | 'processed' | 'deferred' | 'ignored';
  attempts: number;
  outcome: string | null;
  received_at: Instant;
  processed_at: Instant | null;
}

/** A disputed charge (chargeback) and the automatic renewal it holds until resolved. */
export interface PaymentDisputesTable {
  id: string;
  tenant_id: string;
  gateway_dispute_id: string;
  gateway_charge_id: string;
  charge_id: string | null;
  user_id: string | null;
  subscription_id: string | null; // internal subscriptions.id
  amount: number;
  currency: string;
  reason: string;
  status: 'open' | 'won' | 'lost';
  /** The dispute turned the subscription's automatic renewal off (and a win turns it back on). */
  held_autobill: Flag;
  opened_at: Instant;
  closed_at: Instant | null;
  last_event_at: Instant;
  updated_at: Instant;
}

export interface MailOutboxTable {
  id: string;
  tenant_id: string;
  user_id: string | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  claimed_by: string | null;
  claimed_at: Instant | null;
  last_error: string | null;
  created_at: Instant;
  sent_at: Instant | null;
}

/** A refund that revokes its subscription, pending for a review window (decision 0032). */
export interface RefundRequestsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  subscription_id: string; // internal subscriptions.id
  charge_id: string; // our charges row being refunded
  status: 'pending' | 'cancelled' | 'completed' | 'failed';
  reason: string | null;
  amount: number;
  currency: string;
  requested_at: Instant;
  process_after: Instant;
  cancelled_at: Instant | null;
  completed_at: Instant | null;
  credit_note_id: string | null;
  failure: string | null;
  lease_owner: string | null;
  lease_until: Instant | null;
  /** Migration 0170: 0 for a staff refund of part of a payment, which keeps the subscription. */
  revokes_subscription: Generated<Flag>;
  /** The staff member who made it (the back office), else null (the customer). */
  staff_id: string | null;
  /** Decision 0221: `card` (back the way it was paid) or `balance` (all to the credit balance). */
  destination: Generated<'card' | 'balance'>;
}

/** Our side of a gateway payment intent: consumed by exactly one checkout (decision 0020). */
export interface PaymentIntentsTable {
  id: string;
  tenant_id: string;
  gateway_intent_id: string;
  method_type: string;
  amount: number; // the server's total of the order it pays for (decision 0101)
  currency: string;
  flow: string;
  subscription_id: string | null; // public subscription_id of an edit / add-on flow
  user_id: string | null;
  source_token: string | null; // card or wallet token the intent was set up with
  source_kind: string | null;
  source_brand: string | null;
  source_last4: string | null;
  source_exp_month: number | null;
  source_exp_year: number | null;
  consumed_at: Instant | null;
  consumed_by_checkout: string | null;
  created_at: Instant;
  client_secret_hash: string | null; // SHA-256 of the creator's client secret (decision 0101)
  expires_at: Instant | null; // unused after this, it can no longer pay
  billing_details_hash: string | null; // digest of the details it was priced with (0198)
}

/** One checkout call by its client attempt id: the first result answers every repeat (0020). */
export interface CheckoutAttemptsTable {
  tenant_id: string;
  id: string;
  route: 'checkout' | 'checkout-for-customer';
  request_hash: string;
  payload_hash: string; // the body without the attempt id: the same purchase
  request_body: string; // JSON, for reconciliation (no card data ever reaches it)
  payment_intent_id: string | null;
  user_id: string | null;
  signed_up: Flag;
  charge_key: string | null;
  gateway_charge_id: string | null;
  status: 'pending' | 'requires_action' | 'succeeded' | 'declined' | 'refunded';
  response_status: number | null;
  response_body: string | null;
  /**
   * The portal flow of an attempt the v2 checkout made (decision 0070 addendum, migration
   * 2026-12-02); null for every other attempt.
   */
  portal_flow: 'renewal' | 'edit_subscription' | 'add_addon' | 'additional_purchase' | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface InvoiceCountersTable {
  tenant_id: string;
  kind: 'invoice' | 'credit_note';
  last_number: number;
}

/** The support inbox behind the chat button (migration 0301, decision 0042). */
export interface SupportMessagesTable {
  id: string;
  tenant_id: string;
  user_id: string | null;
  author: 'customer' | 'support';
  email: string;
  message: string;
  ip: string | null;
  created_at: Instant;
}

/** Issue 16 (migration 0170, decisions 0170–0176): the back office. */
export interface StaffAccountsTable {
  id: string;
  tenant_id: string;
  email: string;
  name: string;
  role: string;
  password_hash: string;
  created_at: Instant;
  updated_at: Instant;
  disabled_at: Instant | null;
}

export interface StaffSessionsTable {
  id: string; // sha-256 of the cookie token
  tenant_id: string;
  staff_id: string;
  public_id: string;
  created_at: Instant;
  last_seen_at: Instant;
  expires_at: Instant;
  ip: string | null;
  user_agent: string | null;
}

export interface StaffChallengesTable {
  id: string; // sha-256 of the challenge cookie's token
  tenant_id: string;
  staff_id: string;
  created_at: Instant;
  expires_at: Instant;
}

/** Append-only: a trigger refuses UPDATE and DELETE (decision 0172). */
export interface AuditLogTable {
  seq: Generated<number>;
  id: string;
  tenant_id: string;
  at: Instant;
  staff_id: string | null;
  staff_email: string;
  staff_role: string | null;
  action: string;
  target_kind: string;
  target_id: string | null;
  customer_id: string | null;
  outcome: string;
  reason: string | null;
  before_json: string | null;
  after_json: string | null;
  request_id: string | null;
  ip: string | null;
}

export interface PriceVersionsTable {
  id: string;
  tenant_id: string;
  price_id: string;
  version: number;
  amount: number;
  next_amount: number;
  discount_percentage: number;
  free_period_length: number;
  free_period_unit: string;
  effective_from: Instant;
  staff_id: string | null;
  reason: string | null;
}

export interface GiftCardBatchesTable {
  id: string;
  tenant_id: string;
  label: string;
  tier: string;
  months: number;
  count: number;
  expires_at: Instant | null;
  created_at: Instant;
  staff_id: string | null;
  voided_at: Instant | null;
}

/** Issue 22 item 2: a customer's billing details (decision 0190). */
export interface BillingDetailsTable {
  user_id: string;
  tenant_id: string;
  name: string;
  company: string | null;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  vat_id: string | null;
  invoice_email: string | null;
  updated_at: Instant;
}

/** Issue 22 item 6 (decision 0195): a requested copy of a customer's data. */
export interface DataExportsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  status: 'pending' | 'ready' | 'failed';
  requested_at: Instant;
  ready_at: Instant | null;
  expires_at: Instant | null;
  /** The JSON archive while it can be downloaded; emptied once expired. */
  archive: string | null;
  size_bytes: number | null;
  attempts: Generated<number>;
  lease_owner: string | null;
  lease_until: Instant | null;
}

/** Issue 22 item 4 (decision 0193): a promotion code of a catalogue offer, with its limits. */
export interface PromotionCodesTable {
  id: string;
  tenant_id: string;
  /** Upper case, as `normalizePromotionCode` makes it. */
  code: string;
  offer_id: string;
  percent_off_bp: number;
  /** JSON array of plan product ids; empty: every plan. */
  plan_product_ids: Generated<string>;
  expires_at: Instant | null;
  max_redemptions: number | null;
  redemptions: Generated<number>;
  per_customer_limit: number | null;
  new_customers_only: Generated<number>;
  created_at: Instant;
  /** Set by staff (decision 0219): the code is refused as expired until reactivated. */
  deactivated_at: Instant | null;
}

/** Issue 22 item 4: one use of a code, written in the purchase's transaction. */
export interface PromotionRedemptionsTable {
  id: string;
  tenant_id: string;
  code_id: string;
  user_id: string;
  invoice_id: string;
  discount: number;
  currency: string;
  redeemed_at: Instant;
}

export interface Database {
  promotion_codes: PromotionCodesTable;
  promotion_redemptions: PromotionRedemptionsTable;
  data_exports: DataExportsTable;
  billing_details: BillingDetailsTable;
  tenants: TenantsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  password_resets: PasswordResetsTable;
  attempt_budgets: AttemptBudgetsTable;
  two_factor_secrets: TwoFactorSecretsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  auth_challenges: AuthChallengesTable;
  known_devices: KnownDevicesTable;
  business_subscriptions: BusinessSubscriptionsTable;
  licenses: LicensesTable;
  entitlements: EntitlementsTable;
  products: ProductsTable;
  product_entitlements: ProductEntitlementsTable;
  offers: OffersTable;
  prices: PricesTable;
  payment_methods: PaymentMethodsTable;
  subscriptions: SubscriptionsTable & DunningColumns;
  subscription_addons: SubscriptionAddonsTable & DunningColumns;
  billing_notices: BillingNoticesTable;
  dedicated_ip_pool: DedicatedIpPoolTable;
  dunning_attempts: DunningAttemptsTable;
  cancellation_feedback: CancellationFeedbackTable;
  holiday_esims: HolidayEsimsTable;
  aircove_coupons: AircoveCouponsTable;
  setup_devices: SetupDevicesTable;
  smart_dns_addresses: SmartDnsAddressesTable;
  changelog_entries: ChangelogEntriesTable;
  expert_applications: ExpertApplicationsTable;
  invoices: InvoicesTable;
  charges: ChargesTable;
  charge_allocations: ChargeAllocationsTable;
  refund_items: RefundItemsTable;
  gift_cards: GiftCardsTable;
  referrals: ReferralsTable;
  referral_invites: ReferralInvitesTable;
  id_defender_alert_reads: IdDefenderAlertReadsTable;
  id_defender_enrolments: IdDefenderEnrolmentsTable;
  page_views: PageViewsTable;
  events: EventsTable;
  payment_results: PaymentResultsTable;
  attempted_signups: AttemptedSignupsTable;
  deletion_requests: DeletionRequestsTable;
  email_change_requests: EmailChangeRequestsTable;
  mail_outbox: MailOutboxTable;
  support_messages: SupportMessagesTable;
  invoice_counters: InvoiceCountersTable;
  payment_intents: PaymentIntentsTable;
  checkout_attempts: CheckoutAttemptsTable;
  refund_requests: RefundRequestsTable;
  sandbox_gateway_tokens: SandboxGatewayTokensTable;
  sandbox_gateway_payment_intents: SandboxGatewayPaymentIntentsTable;
  sandbox_gateway_challenges: SandboxGatewayChallengesTable;
  sandbox_gateway_charges: SandboxGatewayChargesTable;
  sandbox_gateway_refunds: SandboxGatewayRefundsTable;
  stripe_gateway_customers: StripeGatewayCustomersTable;
  stripe_gateway_requests: StripeGatewayRequestsTable;
  payment_provider_events: PaymentProviderEventsTable;
  payment_disputes: PaymentDisputesTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_challenges: StaffChallengesTable;
  audit_log: AuditLogTable;
  price_versions: PriceVersionsTable;
  gift_card_batches: GiftCardBatchesTable;
  credit_balances: CreditBalancesTable;
  credit_entries: CreditEntriesTable;
}

/** Decision 0217: a customer's credit balance in one currency (never below zero). */
export interface CreditBalancesTable {
  tenant_id: string;
  user_id: string;
  currency: string;
  balance: number;
  updated_at: Instant;
}

/** Decision 0217: one movement of a credit balance, signed, in minor units. */
export interface CreditEntriesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  currency: string;
  amount: number;
  kind: 'goodwill' | 'refund' | 'applied' | 'reversed' | 'closed';
  /** Unique: the write it belongs to (a renewal attempt's key, a staff request) books once. */
  reference: string | null;
  invoice_id: string | null;
  staff_id: string | null;
  note: string | null;
  created_at: Instant;
}
