import { randomUUID } from 'node:crypto';
import type { SeatPlan } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Executor } from '../mail/mail-outbox.repository';

export interface BusinessRecord {
  readonly id: string;
  readonly isChargebee: boolean;
  readonly seats: number;
  readonly autobill: boolean;
  readonly nextPaymentDate: string | null;
  readonly licenses: readonly { id: string; email: string | null; assignedAt: string | null }[];
}

/** A business customer's subscription and its seats (one `licenses` row per seat). */
export function createLicensesRepository(db: Db) {
  return {
    async find(
      executor: Executor,
      tenantId: string,
      userId: string,
    ): Promise<BusinessRecord | null> {
      const sub = await executor
        .selectFrom('business_subscriptions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (!sub) return null;
      const licenses = await executor
        .selectFrom('licenses')
        .select(['id', 'assignee_email', 'assigned_at'])
        .where('tenant_id', '=', tenantId)
        .where('business_subscription_id', '=', sub.id)
        .orderBy('assigned_at')
        .orderBy('id')
        .execute();
      return {
        id: sub.id,
        isChargebee: sub.is_chargebee === 1,
        seats: sub.seats,
        autobill: sub.auto_billing_enabled === 1,
        nextPaymentDate: sub.next_payment_date,
        licenses: licenses.map((l) => ({
          id: l.id,
          email: l.assignee_email,
          assignedAt: l.assigned_at,
        })),
      };
    },

    /**
     * Applies a checked plan: unassign, assign free seats, then add or remove free seats so there
     * are `plan.seats` rows. Answers false when a seat was taken concurrently (the caller rolls back).
     */
    async apply(
      trx: Executor,
      tenantId: string,
      current: BusinessRecord,
      plan: SeatPlan,
      now: Date,
    ): Promise<boolean> {
      const bs = current.id;
      if (plan.unassign.length > 0)
        await trx
          .updateTable('licenses')
          .set({ assignee_email: null, assigned_at: null })
          .where('tenant_id', '=', tenantId)
          .where('business_subscription_id', '=', bs)
          .where('assignee_email', 'in', [...plan.unassign])
          .execute();
      const missing = plan.seats - current.licenses.length;
      if (missing > 0)
        await trx
          .insertInto('licenses')
          .values(
            Array.from({ length: missing }, () => ({
              id: randomUUID(),
              tenant_id: tenantId,
              business_subscription_id: bs,
              assignee_email: null,
              assigned_at: null,
            })),
          )
          .execute();
      const free = await trx
        .selectFrom('licenses')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('business_subscription_id', '=', bs)
        .where('assignee_email', 'is', null)
        .orderBy('id')
        .execute();
      for (const [index, email] of plan.assign.entries()) {
        const seat = free[index];
        if (!seat) return false;
        const done = await trx
          .updateTable('licenses')
          .set({ assignee_email: email, assigned_at: now.toISOString() })
          .where('id', '=', seat.id)
          .where('assignee_email', 'is', null)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return false;
      }
      const surplus = free.slice(plan.assign.length, plan.assign.length + Math.max(0, -missing));
      if (surplus.length > 0)
        await trx
          .deleteFrom('licenses')
          .where(
            'id',
            'in',
            surplus.map((s) => s.id),
          )
          .execute();
      await trx
        .updateTable('business_subscriptions')
        .set({ seats: plan.seats })
        .where('id', '=', bs)
        .execute();
      return true;
    },

    async setAutobill(id: string, on: boolean): Promise<void> {
      await db
        .updateTable('business_subscriptions')
        .set({ auto_billing_enabled: on ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type LicensesRepository = ReturnType<typeof createLicensesRepository>;
