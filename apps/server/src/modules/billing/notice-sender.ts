import {
  cardExpiryNoticeDue,
  NOTICE_LOOKAHEAD_DAYS,
  PAYMENT_METHOD_CHANNEL,
  renewalNoticeDue,
  renewalPriceChanges,
  type DueNotice,
} from '@halyard/domain';
import type { Db } from '../../db/database';
import { crashPoint } from '../../reliability/crash-points';
import type { Mailer, MailRecipient } from '../mail/mailer.service';
import type { MailKind, MailVariables } from '../mail/mail-templates';
import type { Tax } from '../tax/tax.service';
import type { BillableRow } from './billable-row';
import { amountText, dateText, includedTaxVariables, recipientOf } from './billing-mail';
import { lifecycleLinks, methodText, monthText, planName } from './lifecycle-mail';
import { asRenewalRow, type AddonBillable } from './addon-billable';
import { createAddonRenewalRepository } from './addon-renewal.repository';
import { createNoticesRepository, type NoticeEvent } from './notices.repository';
import { quoteRenewal } from './renewal-quote';

/** Renewal charges of a plan's due period, as the engine and the portal key them (0031). */
const PLAN_RENEWAL_KEYS = ['renewal:', 'collect:'];

export interface NoticeSenderDeps {
  readonly db: Db;
  readonly dialect: 'sqlite' | 'postgres';
  readonly mailer: Mailer;
  readonly tax: Tax;
  readonly settings: { readonly publicUrl: string };
  readonly batchSize?: number;
  /** Decision 0068: an earned referral month pays this renewal instead of a charge. */
  readonly rewardPays?: (row: BillableRow, at: Date) => Promise<boolean>;
}

/** A notice ready to go: its event, who gets it, and the email. */
export interface OutgoingNotice<K extends MailKind = MailKind> {
  readonly event: NoticeEvent;
  readonly to: MailRecipient;
  readonly kind: K;
  readonly variables: MailVariables[K];
}

/** Charged automatically by us: not an app store's or a partner's, and with a stored method. */
export const chargedByUs = (row: BillableRow) =>
  row.autobill &&
  (PAYMENT_METHOD_CHANNEL[row.nextPaymentMethod] ?? 'web') === 'web' &&
  Boolean(row.method?.token);

/**
 * Issue 21 item 1 (decision 0180): each run of the billing engine sends the notices that are due
 * by the domain's schedule (NOTICE_SCHEDULE). A notice is one transaction: its event row (unique)
 * and its email; so it is sent once per event whatever crashes or instances, and one that was due
 * while the engine was stopped still goes out until the money moves.
 */
export function createNoticeSender(deps: NoticeSenderDeps) {
  const notices = createNoticesRepository(deps.db);
  const addons = createAddonRenewalRepository(deps.db, deps.dialect);
  const limit = deps.batchSize ?? 200;

  async function send(n: OutgoingNotice, now: Date): Promise<boolean> {
    const sent = await deps.db.transaction().execute(async (trx) => {
      if (!(await notices.recordOnce(trx, n.event, now))) return false;
      await deps.mailer.enqueue(trx, n.to, n.kind, n.variables);
      crashPoint('notice:before-commit');
      return true;
    });
    if (sent) crashPoint('notice:after-commit');
    return sent;
  }

  /** The upcoming renewal's amount: the engine's own quote, tax of the renewal date included. */
  const renewalTotals = (row: BillableRow, at: string) =>
    quoteRenewal(row, deps.tax, { from: at, to: at, at: new Date(at) }).totals;

  /** A plan's change against its last renewal; an add-on's against its own (decision 0184). */
  async function priceChanges(row: BillableRow, total: number, addon?: AddonBillable) {
    return renewalPriceChanges({
      upcoming: total,
      lastRenewal: addon
        ? await notices.lastRenewalAmount(addon.parent.id, [`addon-renewal:${addon.addon.id}:`])
        : await notices.lastRenewalAmount(row.id, PLAN_RENEWAL_KEYS),
      firstPeriodWasOffer: addon ? false : await notices.boughtAtOffer(row.id),
    });
  }

  async function renewalNotice(
    row: BillableRow,
    now: Date,
    addon?: AddonBillable,
  ): Promise<OutgoingNotice | null> {
    const to = recipientOf(row);
    const at = row.nextPaymentDate;
    if (!to || !at) return null;
    const facts = {
      renewsAt: at,
      cycleMonths: row.cycleMonths,
      trial: row.state === 'intrial',
      charged: chargedByUs(row),
      priceChanges: true,
    };
    // Not due even if the price changed: nothing to read yet.
    if (!renewalNoticeDue(facts, now)) return null;
    // No money moves: a referral reward pays it (and says so in its own email).
    if (!addon && (await deps.rewardPays?.(row, new Date(at)))) return null;
    const totals = renewalTotals(row, at);
    const total = totals.total.unscaledValue;
    const due = renewalNoticeDue(
      { ...facts, priceChanges: await priceChanges(row, total, addon) },
      now,
    );
    if (!due) {
      // A monthly renewal at an unchanged price: decided, no email; later runs skip it.
      await notices.recordOnce(deps.db, { ...eventOf(row, UNCHANGED), event: at }, now);
      return null;
    }
    if (due.kind === 'card_expiring' || due.kind === 'autorenew_off') return null;
    const language = to.language ?? null;
    return {
      event: eventOf(row, due),
      to,
      kind: due.kind,
      variables: {
        product: planName(row),
        date: dateText(at, language),
        total: amountText(total, row.currency, language),
        method: methodText(row.method),
        link: lifecycleLinks(deps.settings.publicUrl, row.krn, language).paymentMethod,
        ...includedTaxVariables(totals, row.residence.country, language),
      },
    };
  }

  function cardNotice(row: BillableRow, now: Date): OutgoingNotice<'card_expiring'> | null {
    const to = recipientOf(row);
    if (!to || !row.method || !chargedByUs(row)) return null;
    const { month, year } = row.methodExpiry;
    const due = cardExpiryNoticeDue(
      { id: row.method.id, expMonth: month, expYear: year },
      row.nextPaymentDate,
      now,
    );
    if (!due || month === null || year === null) return null;
    const language = to.language ?? null;
    return {
      event: eventOf(row, due),
      to,
      kind: 'card_expiring',
      variables: {
        method: methodText(row.method),
        expiry: monthText(month, year, language),
        date: dateText(row.nextPaymentDate ?? '', language),
        link: lifecycleLinks(deps.settings.publicUrl, row.krn, language).paymentMethod,
      },
    };
  }

  /** Runs a paged read, building and sending each row's notice. */
  async function sweep(
    read: (page: { limit: number; afterId: string }) => Promise<BillableRow[]>,
    build: (row: BillableRow) => Promise<OutgoingNotice | null> | OutgoingNotice | null,
    now: Date,
  ): Promise<number> {
    let sent = 0;
    let afterId = '';
    for (;;) {
      const rows = await read({ limit, afterId });
      for (const row of rows) {
        const notice = await build(row);
        if (notice && (await send(notice, now))) sent++;
      }
      if (rows.length < limit) return sent;
      afterId = rows.at(-1)?.id ?? afterId;
    }
  }

  return {
    send,
    /** Every notice due at `now`; answers how many were queued by this call. */
    async sendDue(now: Date): Promise<number> {
      let sent = await sweep(
        (page) => notices.renewingWithin(now, NOTICE_LOOKAHEAD_DAYS, page),
        (row) => renewalNotice(row, now),
        now,
      );
      sent += await sweep(
        (page) => notices.cardsExpiringAround(now, page),
        (row) => cardNotice(row, now),
        now,
      );
      // Add-ons on their own dates get their own notices (issue 21 §5, decision 0184).
      let afterId = '';
      for (;;) {
        const batch = await addons.renewingWithin(now, NOTICE_LOOKAHEAD_DAYS, { limit, afterId });
        for (const ab of batch) {
          const notice = await renewalNotice(asRenewalRow(ab), now, ab);
          if (notice && (await send(notice, now))) sent++;
        }
        if (batch.length < limit) break;
        afterId = batch.at(-1)?.addon.id ?? afterId;
      }
      if (sent > 0) deps.mailer.kick();
      return sent;
    },
  };
}

/** The marker of a renewal checked and found to need no notice (decision 0180). */
const UNCHANGED = { kind: 'renewal_unchanged', event: '', rule: '' } as const;

const eventOf = (row: BillableRow, due: DueNotice | typeof UNCHANGED): NoticeEvent => ({
  tenantId: row.tenantId,
  userId: row.userId,
  subjectId: row.id,
  kind: due.kind,
  event: due.event,
});

export type NoticeSender = ReturnType<typeof createNoticeSender>;
