import {
  declineTypeOf,
  graceEndsAt,
  nextRenewalDate,
  nextRetryAt,
  paymentErrorKeyForDecline,
  renewalAnchor,
  retryAction,
} from '@halyard/domain';
import type { Db } from '../../db/database';
import { crashPoint } from '../../reliability/crash-points';
import type { Ledger } from '../invoices/ledger.service';
import type { Executor } from '../../db/executor';
import type { Mailer } from '../mail/mailer.service';
import type { ChargeResult, PaymentGateway } from '../payments/payment-gateway';
import type { Tax } from '../tax/tax.service';
import { asRenewalRow, type AddonBillable } from './addon-billable';
import type { AddonRenewalRepository } from './addon-renewal.repository';
import {
  amountText,
  dashboardLink,
  dateText,
  recipientOf,
  includedTaxVariables,
} from './billing-mail';
import { dunningRepository } from './dunning.repository';
import { lifecycleLinks, methodText, planName } from './lifecycle-mail';
import { chargeOffSession } from './off-session-charge';
import type { Lease } from './renewal.repository';
import { quoteRenewal, type RenewalQuote } from './renewal-quote';
import { renewalPayment } from './renewal-payment';
import type { DuePeriod } from './renewal-attempt';

export interface AddonRenewalDeps {
  readonly db: Db;
  readonly gateway: PaymentGateway;
  readonly ledger: Ledger;
  readonly mailer: Mailer;
  readonly tax: Tax;
  readonly repo: AddonRenewalRepository;
  readonly settings: { readonly retryDays: readonly number[]; readonly publicUrl: string };
}

/** One charge of an add-on's own period, before it is booked (`result` null: no answer). */
export interface AddonAttempt {
  readonly ab: AddonBillable;
  readonly lease: Lease;
  readonly now: Date;
  /** `renewal`: the engine (schedules retries, mails); `collect`: the customer is present. */
  readonly mode: 'renewal' | 'collect';
  readonly key: string;
  readonly amount: number;
  readonly period: DuePeriod;
  readonly quote: RenewalQuote;
  readonly result: ChargeResult;
}

export type AddonOutcome =
  | { kind: 'paid'; invoiceId: string; invoiceNumber: string; total: number }
  | { kind: 'declined'; errorKey: ReturnType<typeof paymentErrorKeyForDecline>; ended: boolean }
  | { kind: 'authentication_required' }
  | { kind: 'skipped' }
  | { kind: 'ended' }
  | { kind: 'unavailable' }
  | { kind: 'lost' };

class LostAddonBooking extends Error {}

/** The period an add-on's charge pays: from its date to the next, whole cycles from its anchor. */
export function addonPeriod(ab: AddonBillable): DuePeriod {
  const current = ab.addon.expiresAt;
  const anchor = renewalAnchor(ab.addon.anchor, current);
  const next = nextRenewalDate(anchor, new Date(current), ab.addon.cycleMonths).toISOString();
  return { current, next, anchor: anchor.toISOString() };
}

/**
 * Issue 21 item 5 (decision 0184): an add-on bought after the plan renews on its own date with
 * its own switch, its own notices and its own dunning, and is booked on its own invoice — the
 * plan's rules (decision 0031 keys and guards, 0120 tax, 0181 decline types, 0182 authentication)
 * on the add-on's row; the invoice is filed under its subscription.
 */
export function createAddonRenewals(deps: AddonRenewalDeps) {
  const { repo, settings } = deps;

  async function endAddon(trx: Executor, ab: AddonBillable, lease: Lease, now: Date) {
    const to = recipientOf(ab.parent);
    if ((await repo.end(trx, lease, now)) && to)
      await deps.mailer.enqueue(trx, to, 'addon_ended', {
        product: ab.addon.name,
        date: dateText(ab.addon.expiresAt, to.language ?? null),
        link: dashboardLink(settings.publicUrl),
      });
  }

  async function book(
    trx: Executor,
    a: AddonAttempt,
    charged: { id: string; amount: number; currency: string },
  ) {
    const { ab } = a;
    const booked = await repo.book(trx, a.lease, { ...a.period, now: a.now });
    if (!booked) throw new LostAddonBooking(`Period ${a.period.current} of ${ab.addon.id}`);
    await dunningRepository.clearAddon(trx, ab.addon.id);
    const method = ab.parent.method;
    const [payment] = await deps.ledger.recordPayments(trx, [
      renewalPayment(ab.parent, {
        method,
        charged: { ...charged, currency: ab.parent.currency },
        idempotencyKey: a.key,
        quote: a.quote,
        now: a.now,
      }),
    ]);
    if (!payment) throw new Error(`Add-on ${ab.addon.id}: the payment was not recorded`);
    const to = recipientOf(ab.parent);
    if (to) {
      const language = to.language ?? null;
      await deps.mailer.enqueue(trx, to, 'addon_renewal_receipt', {
        product: ab.addon.name,
        number: payment.invoiceNumber,
        total: amountText(payment.total, ab.parent.currency, language),
        method: methodText(method),
        renewalDate: dateText(a.period.next, language),
        ...includedTaxVariables(a.quote.totals, ab.parent.residence.country, language),
      });
    }
    return payment;
  }

  /** A failed or waiting charge: the attempt, the schedule, the email (decisions 0181, 0182). */
  async function failed(trx: Executor, a: AddonAttempt, code: string): Promise<AddonOutcome> {
    const { ab } = a;
    const type = declineTypeOf(code);
    const retryAt =
      a.mode === 'renewal' ? nextRetryAt(ab.addon.expiresAt, a.now, settings.retryDays) : undefined;
    const method = ab.parent.method;
    if (type !== 'authentication')
      await deps.ledger.recordFailure(trx, {
        tenantId: ab.parent.tenantId,
        userId: ab.parent.userId,
        subscriptionId: ab.parent.id,
        paymentMethodId: method?.id ?? null,
        idempotencyKey: a.key,
        currency: ab.parent.currency,
        amount: a.amount,
        failureCode: paymentErrorKeyForDecline(code),
        now: a.now,
      });
    await dunningRepository.recordAttempt(trx, {
      tenantId: ab.parent.tenantId,
      subscriptionId: ab.parent.id,
      addonId: ab.addon.id,
      dueDate: ab.addon.expiresAt,
      amount: a.amount,
      currency: ab.parent.currency,
      declineCode: code,
      declineType: type,
      paymentMethodId: method?.id ?? null,
      nextRetryAt: retryAt ?? null,
      now: a.now,
    });
    const graceEnd = graceEndsAt(ab.addon.expiresAt, settings.retryDays);
    if (retryAt === null && type !== 'authentication') {
      await endAddon(trx, ab, a.lease, a.now);
      return { kind: 'declined', errorKey: paymentErrorKeyForDecline(code), ended: true };
    }
    await repo.recordDecline(trx, a.lease, {
      now: a.now,
      attempts: ab.addon.attempts + 1,
      failedOn: ab.addon.failedOn,
      ...(retryAt !== undefined && { nextRetryAt: retryAt ?? graceEnd }),
    });
    await dunningRepository.mark(trx, 'subscription_addons', ab.addon.id, {
      type,
      methodId: method?.id ?? null,
      declineCode: code,
      ...(type === 'authentication' &&
        a.result.status === 'requires_action' && {
          auth: {
            intentId: a.result.intentId,
            key: a.key,
            amount: a.amount,
            requestedAt: a.now.toISOString(),
          },
        }),
    });
    const to = recipientOf(ab.parent);
    if (to && a.mode === 'renewal') {
      const language = to.language ?? null;
      const links = lifecycleLinks(settings.publicUrl, ab.parent.krn, language);
      const total = amountText(a.amount, ab.parent.currency, language);
      const row = asRenewalRow(ab);
      if (type === 'soft')
        await deps.mailer.enqueue(trx, to, 'addon_payment_failed', {
          product: ab.addon.name,
          total,
          retryDate: dateText(retryAt ?? graceEnd ?? '', language),
          link: links.paymentMethod,
        });
      else
        await deps.mailer.enqueue(
          trx,
          to,
          type === 'hard' ? 'payment_method_required' : 'authentication_required',
          {
            product: planName(row),
            total,
            method: methodText(method),
            date: dateText(graceEnd ?? '', language),
            link: type === 'hard' ? links.paymentMethod : links.retry,
          },
        );
    }
    return type === 'authentication'
      ? { kind: 'authentication_required' }
      : { kind: 'declined', errorKey: paymentErrorKeyForDecline(code), ended: false };
  }

  /** Books or records one attempt in its own transaction; a lost period refunds its charge. */
  async function settle(a: AddonAttempt): Promise<AddonOutcome> {
    try {
      const outcome = await deps.db.transaction().execute(async (trx): Promise<AddonOutcome> => {
        if (a.result.status === 'succeeded') {
          crashPoint('renewal:after-charge');
          const { chargeId, amount, currency } = a.result;
          return { kind: 'paid', ...(await book(trx, a, { id: chargeId, amount, currency })) };
        }
        const code =
          a.result.status === 'declined' ? a.result.declineCode : 'authentication_required';
        return failed(trx, a, code);
      });
      crashPoint('renewal:after-commit');
      deps.mailer.kick();
      return outcome;
    } catch (error) {
      if (!(error instanceof LostAddonBooking) || a.result.status !== 'succeeded') throw error;
      await deps.gateway.refund({ idempotencyKey: `void:${a.key}`, chargeId: a.result.chargeId });
      return { kind: 'lost' };
    }
  }

  /** Charges the due period off-session under `addon-renewal:{addon}:{date}:{attempt}`. */
  async function renew(ab: AddonBillable, lease: Lease, now: Date): Promise<AddonOutcome> {
    const row = asRenewalRow(ab);
    const facts = {
      lastType: ab.addon.failedOn ? ab.addon.dunning.type : null,
      lastMethodId: ab.addon.dunning.methodId,
      methodId: ab.parent.method?.id ?? null,
    };
    if (retryAction(facts) === 'skip') {
      const next = nextRetryAt(ab.addon.expiresAt, now, settings.retryDays);
      if (next === null) {
        await deps.db.transaction().execute((trx) => endAddon(trx, ab, lease, now));
        return { kind: 'ended' };
      }
      await repo.nextSlot(lease, next, now);
      return { kind: 'skipped' };
    }
    const key = `addon-renewal:${ab.addon.id}:${ab.addon.expiresAt}:${ab.addon.attempts}`;
    const period = addonPeriod(ab);
    const quote = quoteRenewal(row, deps.tax, { from: period.current, to: period.next, at: now });
    const amount = quote.totals.total.unscaledValue;
    const base = { ab, lease, now, mode: 'renewal' as const, key, amount, period, quote };
    const [result] = await chargeOffSession(deps.gateway, [
      {
        key,
        amount,
        currency: ab.parent.currency,
        token: ab.parent.method?.token,
        metadata: {
          subscription_id: ab.parent.subscriptionId,
          addon_id: ab.addon.id,
          tenant_id: ab.parent.tenantId,
        },
      },
    ]);
    if (!result) {
      await repo.release(deps.db, lease, now); // the next run repeats the same key
      return { kind: 'unavailable' };
    }
    return settle({ ...base, result });
  }

  return {
    settle,
    /** Every own-date add-on due at `now`, claimed in batches; answers how many were worked. */
    async runDue(now: Date, owner: string, o: { limit: number; leaseMs: number }) {
      let worked = 0;
      for (;;) {
        const batch = await repo.claim(owner, now, o);
        if (batch.length === 0) return worked;
        for (const ab of batch) {
          const lease = { id: ab.addon.id, owner };
          try {
            await renew(ab, lease, now);
          } catch (error) {
            await repo.release(deps.db, lease, now).catch(() => undefined);
            throw error;
          }
          worked++;
        }
      }
    },
  };
}

export type AddonRenewals = ReturnType<typeof createAddonRenewals>;
