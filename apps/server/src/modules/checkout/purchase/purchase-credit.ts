import { creditToApply, type Money } from '@halyard/domain';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { HttpError } from '../../../http/http-error';
import { creditsRepository, type CreditOwner } from '../../invoices/credits.repository';

/** The payment was set up for another amount than is due now (the balance moved meanwhile). */
export const amountChanged = () =>
  new HttpError(
    409,
    'payment_amount_mismatch',
    'The total changed since the payment was set up. Start the payment again.',
  );

/** A purchase asked to be paid from the balance alone, and the balance does not cover it. */
export const balanceShort = () =>
  new HttpError(
    409,
    'credit_balance_short',
    'Your credit balance does not cover this order. Choose a payment method.',
  );

/**
 * The credit balance at checkout (issue 22 item 5, decision 0218) — the checkout's one
 * integration point with it, like `billing/renewal-credit.ts` for renewals. A signed-in buyer's
 * balance in the order's currency pays first; the gateway is charged the rest, or not at all.
 * The purchase's charge key names the application: a retried purchase takes the same credit
 * once, and a declined or failed purchase gives it back.
 */
export const purchaseCredit = {
  /** What the balance would pay of `total` now (the estimate, the payment intent's amount). */
  async available(db: Executor, owner: CreditOwner | null, total: Money): Promise<number> {
    if (!owner) return 0;
    const held = await creditsRepository.balances(db, owner);
    const balance = held.find((b) => b.currency === total.currency)?.balance ?? 0;
    return creditToApply(balance, total.unscaledValue);
  },

  /** Whether the balance alone pays all of `total` now (a purchase with no payment method). */
  async covers(db: Executor, owner: CreditOwner | null, total: Money): Promise<boolean> {
    return (await purchaseCredit.available(db, owner, total)) === total.unscaledValue;
  },

  /**
   * Takes what the balance pays of `total` for the charge `key` (compare-and-set, decision 0217)
   * and answers it; the same key answers what it took. A key whose credit was given back (its
   * charge was declined) cannot be paid with again: the buyer starts the payment again.
   */
  async apply(db: Db, owner: CreditOwner | null, total: Money, key: string, now: Date) {
    if (!owner) return 0;
    if (await creditsRepository.wasReversed(db, key)) throw amountChanged();
    const upTo = total.unscaledValue;
    return creditsRepository.apply(
      db,
      owner,
      { currency: total.currency, upTo, reference: key },
      now,
    );
  },

  /** What the charge `key` took and still holds: the invoice's credit applied. */
  held: (executor: Executor, key: string): Promise<number> =>
    creditsRepository.heldBy(executor, key),

  /** The charge was declined or its purchase could not be recorded: the credit comes back. */
  restore: (db: Db, key: string, now: Date): Promise<number> =>
    creditsRepository.restore(db, key, now),

  /** The history names the invoice the credit paid. */
  attach: (executor: Executor, key: string, invoiceId: string): Promise<void> =>
    creditsRepository.attachInvoice(executor, key, invoiceId),
};
