import {
  addCalendarMonths,
  MONEY_BACK_GUARANTEE_DAYS,
  MS_PER_DAY,
  orderTotals,
} from '@halyard/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { amountText, dateText, recipientOf } from '../billing/billing-mail';
import type { BillableRow } from '../billing/billable-row';
import type { RenewalRepository } from '../billing/renewal.repository';
import { buyerParty, type InvoicesRepository } from '../invoices/invoices.repository';
import type { Mailer } from '../mail/mailer.service';
import { markRewardApplied, usableRewards } from './referrals.repository';

interface PendingReward {
  readonly id: string;
  readonly tenantId: string;
  readonly referrerUserId: string;
  readonly months: number;
}

/** The reward was taken (another instance, another subscription): undo this transaction. */
class RewardTaken extends Error {}

/**
 * Decision 0068: a referrer's earned free months pay their next due renewal. For a renewal the
 * engine is about to charge (state active, first attempt, not a converting trial), the oldest
 * unapplied reward of its user is applied instead: in one transaction the period is booked with the
 * engine's lease and date guard (the renewal is not charged; the next date moves on by the reward's
 * months and the schedule restarts there), a zero-amount invoice records it, the reward is marked
 * applied (guarded: a reward pays one renewal), and the user gets an email. Everything else goes on
 * to be charged as usual.
 */
export function createReferralRewards(deps: {
  db: Db;
  mailer: Mailer;
  renewals: RenewalRepository;
  invoices: InvoicesRepository;
  log?: FastifyBaseLogger;
}) {
  const { db } = deps;

  /**
   * The usable rewards of the rows' users: past the friend's 30-day guarantee (decision 0068,
   * domain `referralRewardUsableFrom`), and not from a friend whose purchase was refunded since.
   */
  async function pendingFor(rows: readonly BillableRow[], now: Date): Promise<PendingReward[]> {
    const userIds = [...new Set(rows.map((row) => row.userId))];
    if (userIds.length === 0) return [];
    const heldSince = new Date(now.getTime() - MONEY_BACK_GUARANTEE_DAYS * MS_PER_DAY);
    const found = await usableRewards(db, userIds, heldSince);
    return found.map((r) => ({
      id: r.id,
      tenantId: r.tenant_id,
      referrerUserId: r.referrer_user_id,
      months: r.reward_months,
    }));
  }

  async function applyOne(
    row: BillableRow,
    reward: PendingReward,
    owner: string,
    now: Date,
  ): Promise<boolean> {
    const current = row.nextPaymentDate as string;
    const next = addCalendarMonths(new Date(current), reward.months).toISOString();
    const recipient = recipientOf(row);
    try {
      await db.transaction().execute(async (trx) => {
        const booked = await deps.renewals.bookPeriod(
          trx,
          { id: row.id, owner },
          { current, next, anchor: next, now },
        );
        if (!booked) throw new RewardTaken();
        const unit = reward.months === 1 ? 'month' : 'months';
        const invoice = await deps.invoices.create(trx, {
          tenantId: row.tenantId,
          userId: row.userId,
          subscriptionId: row.id,
          kind: 'invoice',
          currency: row.currency,
          lines: [
            {
              description: `Referral reward: ${reward.months} free ${unit} (${current.slice(0, 10)} – ${next.slice(0, 10)})`,
              quantity: 1,
              amount: 0,
            },
          ],
          // Nothing charged, nothing taxed: the domain's totals of a zero line.
          totals: orderTotals([], row.currency, 0),
          paymentSummary: null,
          buyer: buyerParty(row.recipient.email, row.residence),
          issuedAt: now,
        });
        const marked = await markRewardApplied(trx, reward, {
          subscriptionId: row.id,
          invoiceId: invoice.id,
          now,
        });
        if (!marked) throw new RewardTaken();
        if (recipient) {
          await deps.mailer.enqueue(trx, recipient, 'referral_reward_applied', {
            months: reward.months,
            invoice: `${invoice.number} (${amountText(0, row.currency, recipient.language ?? null)})`,
            renewalDate: dateText(next, recipient.language ?? null),
          });
        }
      });
      return true;
    } catch (error) {
      if (error instanceof RewardTaken) return false;
      throw error;
    }
  }

  return {
    /**
     * Whether an earned reward will pay this row's renewal at `at` rather than a charge (issue 21:
     * no "we will charge" notice for a renewal nobody pays for; the reward's own email follows).
     */
    async willPay(row: BillableRow, at: Date): Promise<boolean> {
      if (row.state !== 'active' || row.attempts !== 0 || row.type === 'chargebee_free_trial')
        return false;
      return (await pendingFor([row], at)).some(
        (p) => p.referrerUserId === row.userId && p.tenantId === row.tenantId,
      );
    },

    /**
     * Applies rewards to the engine's claimed rows that are due to be charged; answers the ids of
     * the rows it booked (the engine must not charge them). A failure leaves a row to be charged.
     */
    async applyDue(rows: readonly BillableRow[], owner: string, now: Date): Promise<Set<string>> {
      const due = rows.filter(
        (row) =>
          row.state === 'active' &&
          row.attempts === 0 &&
          row.type !== 'chargebee_free_trial' &&
          row.nextPaymentDate !== null,
      );
      const applied = new Set<string>();
      if (due.length === 0) return applied;
      let pending: PendingReward[];
      try {
        pending = await pendingFor(due, now);
      } catch (error) {
        deps.log?.error({ err: error }, 'billing: referral rewards unreadable; charging as usual');
        return applied;
      }
      if (pending.length === 0) return applied;
      const used = new Set<string>();
      for (const row of due) {
        const reward = pending.find(
          (p) => p.referrerUserId === row.userId && p.tenantId === row.tenantId && !used.has(p.id),
        );
        if (!reward) continue;
        used.add(reward.id);
        try {
          if (await applyOne(row, reward, owner, now)) applied.add(row.id);
        } catch (error) {
          deps.log?.error({ err: error, subscription: row.id }, 'billing: referral reward failed');
        }
      }
      if (applied.size > 0) deps.mailer.kick();
      return applied;
    },
  };
}

export type ReferralRewards = ReturnType<typeof createReferralRewards>;
