import type { Currency } from '@halyard/domain';
import type { Db } from '../../db/database';
import { amountText } from '../billing/billing-mail';
import type { Mailer } from '../mail/mailer.service';
import { creditsRepository } from '../invoices/credits.repository';
import { createGraceRefunds } from '../refunds/grace-refunds';
import { recipientOf, createAccountSettingsRepository } from './account-settings.repository';
import { anonymiseUser } from './anonymise.repository';
import { createDeletionRepository } from './deletion.repository';

/**
 * Carries out deletions whose grace period has ended (decision 0033), one transaction each. The
 * request row is completed first, so two engine instances never anonymise the same account
 * twice; the goodbye email is written before the address is erased. What cards paid since the
 * request is refunded; the credit balance is closed (decision 0223).
 */
export function createAnonymiser(deps: {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  mailer: Mailer;
  onRevoked?: (userId: string) => void;
}) {
  const deletions = createDeletionRepository(deps.db);
  const accounts = createAccountSettingsRepository(deps.db);
  const openGraceRefunds = createGraceRefunds(deps.db, deps.dialect);
  return {
    async processDue(now: Date): Promise<number> {
      let done = 0;
      const seen = new Set<string>();
      for (;;) {
        // A request that failed stays pending for the next run, not for another loop of this one.
        const due = (await deletions.due(now, 50 + seen.size)).filter((r) => !seen.has(r.id));
        if (due.length === 0) return done;
        for (const request of due) {
          seen.add(request.id);
          const completed = await deps.db.transaction().execute(async (trx) => {
            if (!(await deletions.complete(trx, request.id, now))) return false;
            const account = await accounts.find(trx, request.tenant_id, request.user_id);
            if (!account) return true; // already anonymised: nothing left to erase
            // Issue 24 item 3: what was charged after the request goes back (refund run below).
            const refunds = await openGraceRefunds(trx, {
              tenantId: request.tenant_id,
              userId: request.user_id,
              since: request.requested_at,
              now,
            });
            // Decision 0223: the credit balance closes with the account (the request said so).
            const closed = await creditsRepository.close(
              trx,
              { tenantId: request.tenant_id, userId: request.user_id },
              `closed:deletion:${request.id}`,
              now,
            );
            const total = (sums: Map<Currency, number>) =>
              [...sums]
                .map(([currency, amount]) => amountText(amount, currency, account.language))
                .join(', ');
            const refundTotal = total(refunds);
            const balanceTotal = total(closed);
            await deps.mailer.enqueue(trx, recipientOf(account), 'deletion_completed', {
              ...(refundTotal ? { refundTotal } : {}),
              ...(balanceTotal ? { balanceTotal } : {}),
            });
            await anonymiseUser(trx, request.tenant_id, request.user_id, account.email, now);
            return true;
          });
          if (completed) {
            done++;
            deps.onRevoked?.(request.user_id);
          }
        }
        deps.mailer.kick();
      }
    },
  };
}
