import type { DeletionRequest } from '@halyard/contract';
import {
  checkDeletionReschedule,
  DELETION_RESCHEDULE_MESSAGES,
  deletionScheduledFor,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { DeletionRequestsTable } from '../../db/schema';
import { HttpError, notFound, unauthorized } from '../../http/http-error';
import { dateText } from '../billing/billing-mail';
import type { Mailer } from '../mail/mailer.service';
import { recipientOf, type AccountSettingsRepository } from './account-settings.repository';
import { deletionBilling, parsePaused } from './deletion-billing.repository';
import type { DeletionRepository } from './deletion.repository';
import type { AuthUser } from '../../http/auth-user';
import { isUniqueViolation } from './unique-violation';

const view = (row: DeletionRequestsTable): DeletionRequest => ({
  status: row.status,
  reason: row.reason,
  requested_at: row.requested_at,
  scheduled_for: row.scheduled_for,
  cancelled_at: row.cancelled_at,
});

/** spec §7 /api/v2/users/deletion: request, read, update, cancel (decision 0033). */
export function createDeletionService(deps: {
  db: Db;
  deletions: DeletionRepository;
  accounts: AccountSettingsRepository;
  mailer: Mailer;
  clock: Clock;
  graceDays: number;
}) {
  const { db, deletions, clock } = deps;

  async function account(user: AuthUser) {
    const found = await deps.accounts.find(db, user.tenantId, user.id);
    if (!found) throw unauthorized();
    return found;
  }

  async function pendingOr404(user: AuthUser) {
    const pending = await deletions.pending(db, user.tenantId, user.id);
    if (!pending) throw notFound('Deletion request');
    return pending;
  }

  return {
    async get(user: AuthUser) {
      const pending = await deletions.pending(db, user.tenantId, user.id);
      return { deletion: pending ? view(pending) : null };
    },

    /** PUT: idempotent; a pending request keeps its date and takes the new reason, if any. */
    async request(user: AuthUser, reason: string | undefined) {
      const now = clock.now();
      const existing = await deletions.pending(db, user.tenantId, user.id);
      if (existing) {
        if (reason !== undefined) await deletions.update(existing.id, { reason: reason || null });
        return { deletion: view(await deletions.find(db, existing.id)) };
      }
      const owner = await account(user);
      const scheduledFor = deletionScheduledFor(now, deps.graceDays);
      try {
        await db.transaction().execute(async (trx) => {
          // Issue 24 item 3: "Your subscriptions stop renewing" — at once, not at the deletion.
          const paused = await deletionBilling.pause(trx, user.tenantId, user.id, now);
          await deletions.create(trx, {
            tenant_id: user.tenantId,
            user_id: user.id,
            reason: reason || null,
            requested_at: now.toISOString(),
            scheduled_for: scheduledFor,
            paused_billing: JSON.stringify(paused),
          });
          await deps.mailer.enqueue(trx, recipientOf(owner), 'deletion_requested', {
            date: dateText(scheduledFor, owner.language),
          });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error; // a twin request won the race
      }
      deps.mailer.kick();
      return { deletion: view(await pendingOr404(user)) };
    },

    async update(user: AuthUser, change: { reason?: string | null; scheduled_for?: string }) {
      const pending = await pendingOr404(user);
      let scheduledFor: string | undefined;
      if (change.scheduled_for !== undefined) {
        const checked = checkDeletionReschedule(
          pending.scheduled_for,
          change.scheduled_for,
          clock.now(),
        );
        if (!checked.ok)
          throw new HttpError(
            422,
            checked.reason.replaceAll('-', '_'),
            DELETION_RESCHEDULE_MESSAGES[checked.reason],
            {
              scheduled_for: DELETION_RESCHEDULE_MESSAGES[checked.reason],
            },
          );
        scheduledFor = checked.value;
      }
      await deletions.update(pending.id, {
        ...(change.reason !== undefined && { reason: change.reason || null }),
        ...(scheduledFor !== undefined && { scheduled_for: scheduledFor }),
      });
      return { deletion: view(await deletions.find(db, pending.id)) };
    },

    async cancel(user: AuthUser) {
      const pending = await pendingOr404(user);
      const owner = await account(user);
      await db.transaction().execute(async (trx) => {
        if (!(await deletions.cancel(trx, pending.id, clock.now())))
          throw notFound('Deletion request');
        // What the request turned off renews again (issue 24 item 3).
        await deletionBilling.resume(trx, parsePaused(pending.paused_billing), clock.now());
        await deps.mailer.enqueue(trx, recipientOf(owner), 'deletion_cancelled', {});
      });
      deps.mailer.kick();
      return { deletion: view(await deletions.find(db, pending.id)) };
    },
  };
}

export type DeletionService = ReturnType<typeof createDeletionService>;
