/**
 * Issue 16 item 5: every staff action and every catalogue change is one append-only audit row.
 * The actions, each with the kind of thing it acts on; the back office names each one through
 * its catalogues (a new action does not compile until the table below has it).
 */
export const AUDIT_TARGETS = [
  'staff',
  'customer',
  'subscription',
  'invoice',
  'offer',
  'price',
  'gift_card_batch',
  'report',
  'promotion_code',
  'tenant',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AUDIT_ACTIONS = {
  'staff.signed_in': 'staff',
  'staff.signed_out': 'staff',
  'staff.session_ended': 'staff',
  'staff.created': 'staff',
  'staff.updated': 'staff',
  'staff.two_factor_reset': 'staff',
  'staff.two_factor_enrolled': 'staff',
  'customer.viewed': 'customer',
  'customer.signed_out_everywhere': 'customer',
  'customer.sign_in_unlocked': 'customer',
  'customer.email_change_started': 'customer',
  'customer.deletion_cancelled': 'customer',
  // Issue 22 item 5: a goodwill credit added to the customer's balance (decision 0217).
  'customer.credit_granted': 'customer',
  'subscription.autobill_on': 'subscription',
  'subscription.autobill_off': 'subscription',
  'subscription.extended': 'subscription',
  'subscription.cancelled_now': 'subscription',
  'subscription.payment_retried': 'subscription',
  'subscription.refunded': 'subscription',
  'invoice.resent': 'invoice',
  'invoice.downloaded': 'invoice',
  // Issue 22 item 2: a customer re-issued an invoice with corrected billing details.
  'invoice.reissued': 'invoice',
  'offer.created': 'offer',
  'offer.updated': 'offer',
  'price.changed': 'price',
  'gift_card_batch.created': 'gift_card_batch',
  'gift_card_batch.exported': 'gift_card_batch',
  'gift_card_batch.voided': 'gift_card_batch',
  'report.exported': 'report',
  // Issue 22 item 4: promotion codes managed in the back office (decision 0219).
  'promotion_code.created': 'promotion_code',
  'promotion_code.updated': 'promotion_code',
  'promotion_code.deactivated': 'promotion_code',
  'promotion_code.reactivated': 'promotion_code',
  // Issue 22 item 3: how the tenant quotes prices, exclusive or inclusive of VAT (decision 0196).
  'tenant.tax_display_changed': 'tenant',
} as const satisfies Record<string, AuditTarget>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** Whether the action was carried out, or refused (a refused attempt is recorded too). */
export const AUDIT_OUTCOMES = ['done', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * The audit log keeps a customer's id, never their address in clear: an email in a before/after
 * value is kept masked (`j•••@example.com`, the referrals page's `maskEmail`), so erasing an
 * account (decision 0033) leaves nothing in a log that cannot be changed.
 */
export { maskEmail as maskAuditEmail } from '../referrals/referral-portal';
