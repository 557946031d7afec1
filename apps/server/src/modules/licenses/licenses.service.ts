import type { BusinessSubscription } from '@halyard/contract';
import { planSeatChange, SEAT_REFUSAL_MESSAGES, type SeatChange } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import type { AuthUser } from '../account/session.service';
import type { Executor } from '../mail/mail-outbox.repository';
import type { BusinessRecord, LicensesRepository } from './licenses.repository';

function view(record: BusinessRecord): BusinessSubscription {
  return {
    id: record.id,
    is_chargebee: record.isChargebee,
    seats: record.seats,
    assigned: record.licenses.filter((l) => l.email !== null).length,
    auto_billing_enabled: record.autobill,
    next_payment_date: record.nextPaymentDate,
    licenses: record.licenses.map((l) => ({
      id: l.id,
      assignee_email: l.email,
      assigned_at: l.assignedAt,
    })),
  };
}

/** spec §7 licenses calls (decision 0034): a user without a business subscription gets 404. */
export function createLicensesService(deps: {
  db: Db;
  licenses: LicensesRepository;
  clock: Clock;
}) {
  const { db, licenses } = deps;

  async function mine(executor: Executor, user: AuthUser): Promise<BusinessRecord> {
    const found = await licenses.find(executor, user.tenantId, user.id);
    if (!found) throw notFound('Business subscription');
    return found;
  }

  return {
    async get(user: AuthUser) {
      return { business_subscription: view(await mine(db, user)) };
    },

    async update(user: AuthUser, change: SeatChange) {
      const updated = await db.transaction().execute(async (trx) => {
        const current = await mine(trx, user);
        const assigned = current.licenses.flatMap((l) => (l.email === null ? [] : [l.email]));
        const plan = planSeatChange({ seats: current.seats, assigned }, change);
        if (!plan.ok)
          throw new HttpError(
            422,
            plan.reason.replaceAll('-', '_'),
            SEAT_REFUSAL_MESSAGES[plan.reason],
          );
        if (!(await licenses.apply(trx, user.tenantId, current, plan.value, deps.clock.now())))
          throw new HttpError(409, 'seats_changed', 'The seats changed meanwhile. Try again.');
        return mine(trx, user);
      });
      return { business_subscription: view(updated) };
    },

    async setAutobill(user: AuthUser, on: boolean) {
      const current = await mine(db, user);
      await licenses.setAutobill(current.id, on);
      return { business_subscription: view(await mine(db, user)) };
    },
  };
}

export type LicensesService = ReturnType<typeof createLicensesService>;
