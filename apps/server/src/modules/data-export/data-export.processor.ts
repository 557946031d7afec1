import type { FastifyBaseLogger } from 'fastify';
import { EXPORT_MAX_ATTEMPTS, exportExpiry } from '@halyard/domain';
import type { Db } from '../../db/database';
import {
  createAccountSettingsRepository,
  recipientOf,
} from '../account/account-settings.repository';
import { dateText } from '../billing/billing-mail';
import { portalLink } from '../billing/lifecycle-mail';
import type { Mailer } from '../mail/mailer.service';
import type { DataExportRepository } from './data-export.repository';
import type { ExportOwner, ExportSectionsRepository } from './export-sections.repository';

export interface DataExportProcessorDeps {
  readonly db: Db;
  readonly repo: DataExportRepository;
  readonly sections: ExportSectionsRepository;
  readonly mailer: Mailer;
  /** The site's origin: the email's link is absolute (decision 0105). */
  readonly publicUrl: string;
  readonly owner: string;
  readonly leaseMs: number;
  readonly log?: FastifyBaseLogger;
}

/** The archive: one JSON document, one key per section (decision 0195 lists what is in it). */
export async function buildArchive(
  sections: ExportSectionsRepository,
  owner: ExportOwner,
  now: Date,
) {
  const account = await sections.account(owner);
  return {
    format: 'halyard-data-export',
    version: 1,
    generated_at: now.toISOString(),
    note: 'Amounts are integers in minor units of their currency (cents). Times are UTC (ISO 8601).',
    account,
    billing_details: await sections.billingDetails(owner),
    subscriptions: await sections.subscriptions(owner),
    invoices_and_credit_notes: await sections.invoices(owner),
    payments: await sections.payments(owner),
    refund_requests: await sections.refundRequests(owner),
    payment_methods: await sections.paymentMethods(owner),
    sessions: await sections.sessions(owner),
    emails: await sections.emails(owner),
    page_views: await sections.pageViews(owner, account.krn),
    events: await sections.events(owner, account.krn),
    referrals: await sections.referrals(owner),
    gift_cards: await sections.giftCards(owner),
    support_messages: await sections.supportMessages(owner),
    cancellation_feedback: await sections.cancellationFeedback(owner),
  };
}

/**
 * Prepares requested exports in the background (issue 22 item 6, decision 0195), the way the
 * refund processor works: requests are claimed under a lease (SKIP LOCKED on PostgreSQL), the
 * archive is written with the "ready" email in one transaction, and an error gives the request
 * back for the next run until its last attempt marks it failed.
 */
export function createDataExportProcessor(deps: DataExportProcessorDeps) {
  const { db, repo, owner } = deps;
  const accounts = createAccountSettingsRepository(db);

  async function prepare(id: string, who: ExportOwner, now: Date): Promise<boolean> {
    const archive = JSON.stringify(await buildArchive(deps.sections, who, now), null, 2);
    const expiresAt = exportExpiry(now);
    return db.transaction().execute(async (trx) => {
      if (!(await repo.complete(trx, id, owner, archive, now, expiresAt))) return false;
      const account = await accounts.find(trx, who.tenantId, who.userId);
      if (account)
        await deps.mailer.enqueue(trx, recipientOf(account), 'data_export_ready', {
          date: dateText(expiresAt.toISOString(), account.language),
          link: portalLink(deps.publicUrl, '/account-billing', account.language),
        });
      return true;
    });
  }

  return {
    /** Prepares every pending request; answers how many became ready. */
    async processDue(now: Date): Promise<number> {
      await repo.purgeExpired(now);
      let ready = 0;
      for (;;) {
        const claimed = await repo.claimDue(owner, now, deps.leaseMs, 20);
        if (claimed.length === 0) break;
        for (const row of claimed) {
          try {
            if (await prepare(row.id, { tenantId: row.tenant_id, userId: row.user_id }, now))
              ready++;
          } catch (error) {
            deps.log?.error({ err: error, dataExport: row.id }, 'data export failed');
            await repo.release(row.id, owner, row.attempts + 1 >= EXPORT_MAX_ATTEMPTS);
          }
        }
      }
      if (ready > 0) deps.mailer.kick();
      return ready;
    },
  };
}

export type DataExportProcessor = ReturnType<typeof createDataExportProcessor>;
