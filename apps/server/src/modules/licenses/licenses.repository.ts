import { randomUUID } from 'node:crypto';
import type { Currency, SeatPlan } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { BillableRow } from '../billing/billable-row';
import type { Executor } from '../../db/executor';
import { liveUser } from '../mail/recipients.repository';

export interface BusinessRecord {
  readonly id: string;
  readonly isChargebee: boolean;
  readonly seats: number;
  readonly autobill: boolean;
  readonly nextPaymentDate: string | null;
  readonly licenses: readonly { id: string; email: string | null; assignedAt: string | null }[];
  /** Issue 24 item 6 (decision 0165): seat price per term, the term, the renewal's seats. */
  readonly currency: Currency;
  readonly seatPrice: number;
  readonly cycleMonths: number;
  readonly pendingSeats: number | null;
  readonly paymentMethodId: string | null;
}

/** Who pays for a business subscription and how (tax by the company's residence). */
export interface BusinessPayer {
  readonly email: string;
  readonly locale: string | null;
  readonly brand: string;
  /** The same shapes as a consumer renewal's (the billing engine renews both). */
  readonly residence: BillableRow['residence'];
  readonly method: BillableRow['method'];
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
        currency: sub.currency as Currency,
        seatPrice: sub.seat_price,
        cycleMonths: sub.cycle_months,
        pendingSeats: sub.pending_seats,
        paymentMethodId: sub.payment_method_id,
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
      // Conditional on the count read: a twin request waits here on PostgreSQL's row lock and
      // then finds the seats changed, so it rolls back instead of recording the charge again.
      const updated = await trx
        .updateTable('business_subscriptions')
        .set({ seats: plan.seats })
        .where('id', '=', bs)
        .where('seats', '=', current.seats)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Whether the ledger holds the seat charge made with this idempotency key. */
    async chargeRecorded(executor: Executor, idempotencyKey: string): Promise<boolean> {
      const row = await executor
        .selectFrom('charges')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The seats the renewal bills when fewer were asked for (null: as many as now). */
    async setPending(executor: Executor, id: string, pending: number | null): Promise<void> {
      await executor
        .updateTable('business_subscriptions')
        .set({ pending_seats: pending })
        .where('id', '=', id)
        .execute();
    },

    /** The company's residence, language and card (its own, else its newest). */
    async payer(
      executor: Executor,
      tenantId: string,
      userId: string,
      methodId: string | null,
    ): Promise<BusinessPayer | null> {
      const user = await liveUser(executor, tenantId, userId)
        .select([
          'u.email',
          'u.locale',
          'u.residence_country',
          'u.residence_state',
          'u.residence_zipcode',
          't.brand_name',
        ])
        .executeTakeFirst();
      if (!user) return null;
      let query = executor
        .selectFrom('payment_methods')
        .select(['id', 'kind', 'brand', 'last4', 'gateway_token'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('gateway_token', 'is not', null);
      query = methodId
        ? query.orderBy((eb) => eb.case().when('id', '=', methodId).then(0).else(1).end())
        : query;
      const method = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
      return {
        email: user.email,
        locale: user.locale,
        brand: user.brand_name,
        residence: {
          country: user.residence_country,
          region: user.residence_state,
          postalCode: user.residence_zipcode,
        },
        method: method
          ? {
              id: method.id,
              kind: method.kind,
              brand: method.brand,
              last4: method.last4,
              token: method.gateway_token,
            }
          : null,
      };
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
