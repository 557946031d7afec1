import type { ScaledAmount } from '@halyard/contract';
import { dateTimeFormat, numberFormat } from '@/app/format';
import { i18n } from '@/i18n/i18n';

/** An amount in the page's language ("$12.95", "12,95 €"). */
export const money = (amount: ScaledAmount) =>
  numberFormat(i18n.language, { style: 'currency', currency: amount.currency }).format(
    amount.unscaledValue / 100,
  );

/** A day as the page's language writes it, in UTC (the server's days). */
export const day = (instant: string | null | undefined) =>
  instant
    ? dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(instant),
      )
    : '—';

/** An instant with its time, in UTC. */
export const moment = (instant: string | null | undefined) =>
  instant
    ? dateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date(instant))
    : '—';
