import type { DeclineType } from '@halyard/domain';
import type { Executor } from '../../db/executor';
import type { PendingAuthentication } from './billable-row';
import { newRowId } from '../../db/row-id';

/** What is billed on its own: a subscription's plan, or an add-on on its own date (0184). */
export type DunningTable = 'subscriptions' | 'subscription_addons';

export interface FailedAttempt {
  readonly tenantId: string;
  /** The subscription's row id (an add-on's: its subscription's). */
  readonly subscriptionId: string;
  readonly addonId: string | null;
  readonly dueDate: string;
  readonly amount: number;
  readonly currency: string;
  readonly declineCode: string;
  readonly declineType: DeclineType;
  readonly paymentMethodId: string | null;
  readonly nextRetryAt: string | null;
  readonly now: Date;
}

/** A subject with nothing owed: its last failed attempt forgotten (a paid period sets these). */
export const CLEARED = {
  dunning_type: null,
  dunning_method_id: null,
  last_decline_code: null,
  auth_intent_id: null,
  auth_charge_key: null,
  auth_amount: null,
  auth_requested_at: null,
};

/**
 * Decision 0181: each failed attempt is kept with its decline code and next retry (the portal
 * shows them, the back office will), and the subject remembers the last one — its type and the
 * method it charged decide the next scheduled retry; a pending authentication (0182) is the
 * charge to repeat with the customer present.
 */
export const dunningRepository = {
  async recordAttempt(executor: Executor, a: FailedAttempt): Promise<void> {
    await executor
      .insertInto('dunning_attempts')
      .values({
        id: newRowId(),
        tenant_id: a.tenantId,
        subscription_id: a.subscriptionId,
        addon_id: a.addonId,
        due_date: a.dueDate,
        attempted_at: a.now.toISOString(),
        amount: a.amount,
        currency: a.currency,
        decline_code: a.declineCode,
        decline_type: a.declineType,
        payment_method_id: a.paymentMethodId,
        next_retry_at: a.nextRetryAt,
      })
      .execute();
  },

  async mark(
    executor: Executor,
    table: DunningTable,
    id: string,
    m: {
      type: DeclineType;
      methodId: string | null;
      declineCode: string;
      auth?: PendingAuthentication;
    },
  ): Promise<void> {
    await executor
      .updateTable(table)
      .set({
        ...CLEARED,
        dunning_type: m.type,
        dunning_method_id: m.methodId,
        last_decline_code: m.declineCode,
        ...(m.auth && {
          auth_intent_id: m.auth.intentId,
          auth_charge_key: m.auth.key,
          auth_amount: m.auth.amount,
          auth_requested_at: m.auth.requestedAt,
        }),
      })
      .where('id', '=', id)
      .execute();
  },

  /**
   * An add-on renewed on its own date was paid: nothing is owed (a plan's period clears its record
   * in the booking's own update, `renewals.bookPeriods`).
   */
  async clearAddon(executor: Executor, addonId: string): Promise<void> {
    await executor
      .updateTable('subscription_addons')
      .set(CLEARED)
      .where('id', '=', addonId)
      .execute();
  },

  /** The failed attempts of a subscription and its add-ons, newest first (the portal's list). */
  async attemptsOf(executor: Executor, subscriptionIds: readonly string[], limit = 20) {
    if (subscriptionIds.length === 0) return [];
    return executor
      .selectFrom('dunning_attempts')
      .select([
        'subscription_id',
        'addon_id',
        'due_date',
        'attempted_at',
        'amount',
        'currency',
        'decline_code',
        'decline_type',
        'next_retry_at',
      ])
      .where('subscription_id', 'in', subscriptionIds)
      .orderBy('attempted_at', 'desc')
      .limit(limit * subscriptionIds.length)
      .execute();
  },
};
