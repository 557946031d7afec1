import type { BillableRow } from './billable-row';
import type { DunningRecord } from './billable-row';
import { dunningRecordOf, type DunningColumnsRow } from './dunning-record';

/** An add-on bought after its plan, renewing on its own date (decision 0184). */
export interface OwnAddon {
  readonly id: string;
  readonly krn: string;
  readonly addonType: string;
  readonly name: string;
  readonly renewalAmount: number;
  readonly cycleMonths: number;
  /** Its own renewal date: what it is paid through. */
  readonly expiresAt: string;
  readonly createdAt: string;
  readonly anchor: string | null;
  readonly attempts: number;
  readonly failedOn: string | null;
  readonly nextRetryAt: string | null;
  readonly dunning: DunningRecord;
}

/** An own-date add-on with the subscription it belongs to (its owner, method and residence). */
export interface AddonBillable {
  readonly parent: BillableRow;
  readonly addon: OwnAddon;
}

export interface OwnAddonRow extends DunningColumnsRow {
  readonly id: string;
  readonly krn: string;
  readonly subscription_id: string;
  readonly addon_type: string;
  readonly display_name: string | null;
  readonly renewal_amount: number | null;
  readonly billing_cycle: number | null;
  readonly expires_at: string | null;
  readonly created_at: string;
  readonly billing_anchor: string | null;
  readonly renewal_attempts: number;
  readonly auto_bill_failed_on: string | null;
  readonly next_retry_at: string | null;
}

export const ownAddonOf = (r: OwnAddonRow): OwnAddon => ({
  id: r.id,
  krn: r.krn,
  addonType: r.addon_type,
  name: r.display_name ?? r.addon_type,
  renewalAmount: r.renewal_amount ?? 0,
  cycleMonths: r.billing_cycle ?? 1,
  expiresAt: r.expires_at ?? r.created_at,
  createdAt: r.created_at,
  anchor: r.billing_anchor,
  attempts: r.renewal_attempts,
  failedOn: r.auto_bill_failed_on,
  nextRetryAt: r.next_retry_at,
  dunning: dunningRecordOf(r),
});

/**
 * The add-on as a row the renewal quote and the emails read: its own name, amount, cycle and
 * date on its subscription's owner, method and residence; nothing renews with it. Its id is
 * the add-on's (the subject of its notices).
 */
export function asRenewalRow({ parent, addon }: AddonBillable): BillableRow {
  return {
    ...parent,
    id: addon.id,
    type: 'standard',
    productName: addon.name,
    renewalAmount: addon.renewalAmount,
    firstAmount: null,
    cycleMonths: addon.cycleMonths,
    nextPaymentDate: addon.expiresAt,
    billingAnchor: addon.anchor,
    attempts: addon.attempts,
    failedOn: addon.failedOn,
    nextRetryAt: addon.nextRetryAt,
    paymentFailed: addon.failedOn !== null,
    addons: [],
    dunning: addon.dunning,
    renewalDiscountPercent: 0,
  };
}
