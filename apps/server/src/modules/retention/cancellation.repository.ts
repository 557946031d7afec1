import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/executor';

/** One turning-off of auto-renew, or one accepted offer, for reporting (decision 0183). */
export interface CancellationFeedback {
  readonly tenantId: string;
  readonly userId: string;
  readonly subscriptionId: string;
  readonly reason: string | null;
  readonly reasonText: string | null;
  readonly offerId: string | null;
  readonly outcome: 'accepted' | 'declined' | 'none';
  readonly now: Date;
}

export const cancellationRepository = {
  async record(executor: Executor, f: CancellationFeedback): Promise<void> {
    await executor
      .insertInto('cancellation_feedback')
      .values({
        id: randomUUID(),
        tenant_id: f.tenantId,
        user_id: f.userId,
        subscription_id: f.subscriptionId,
        reason: f.reason,
        reason_text: f.reasonText,
        offer_id: f.offerId,
        outcome: f.outcome,
        created_at: f.now.toISOString(),
      })
      .execute();
  },

  /** Reasons and outcomes of a tenant since an instant, counted (the reporting read). */
  async summary(executor: Executor, tenantId: string, since: Date) {
    return executor
      .selectFrom('cancellation_feedback')
      .select(['reason', 'offer_id', 'outcome', (eb) => eb.fn.countAll<number>().as('count')])
      .where('tenant_id', '=', tenantId)
      .where('created_at', '>=', since.toISOString())
      .groupBy(['reason', 'offer_id', 'outcome'])
      .orderBy('reason')
      .execute();
  },
};
