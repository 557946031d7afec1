import { formatMoney, subscriptionLinks } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/app/format';
import { paymentMethodLabel } from '@/app/payment-method-label';
import type { PortalSubscription } from '@/app/subscriptions-query';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { declineReason } from './decline-reason';

type Dunning = NonNullable<PortalSubscription['dunning']>;

/**
 * Issue 21 §2–3 on the dashboard card (decisions 0181, 0182): why the renewal failed, what
 * happens next — another try on a date, a new card needed, or the bank's confirmation — the one
 * action that fixes it, and each attempt with its decline code and next try.
 */
export function DunningBanner({
  sub,
  dunning,
}: {
  readonly sub: PortalSubscription;
  readonly dunning: Dunning;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizePath();
  const date = (instant: string | null) => (instant ? formatDate(instant, language) : '');
  const reason = declineReason(t, dunning.decline_code);
  const text =
    dunning.state === 'retrying'
      ? t('lifecycle.dunning.retrying', { reason, date: date(dunning.next_retry_at) })
      : dunning.state === 'payment_method_required'
        ? t('lifecycle.dunning.paymentMethodRequired', {
            method: paymentMethodLabel(t, sub),
            reason,
            date: date(dunning.grace_ends_at),
          })
        : t('lifecycle.dunning.authenticationRequired', { date: date(dunning.grace_ends_at) });
  const retry = localize(subscriptionLinks(sub.krn)['retry-payment']);
  return (
    <div role="status" className="mt-4 rounded-control bg-warning-50 p-4 text-warning-900">
      <p>{text}</p>
      {dunning.state !== 'retrying' ? (
        <Link className="mt-2 inline-block font-semibold underline" to={retry}>
          {dunning.state === 'payment_method_required'
            ? t('lifecycle.dunning.addNewCard')
            : t('lifecycle.dunning.confirmPayment')}
        </Link>
      ) : null}
      {dunning.attempts.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium">
            {t('lifecycle.dunning.attempts')}
          </summary>
          <ul className="mt-1 space-y-1 text-sm">
            {dunning.attempts.map((a) => (
              <li key={a.attempted_at}>
                {t('lifecycle.dunning.attempt', {
                  date: date(a.attempted_at),
                  amount: formatMoney(a.amount, language.code),
                  reason: declineReason(t, a.decline_code),
                })}{' '}
                ·{' '}
                {a.next_retry_at
                  ? t('lifecycle.dunning.nextRetry', { date: date(a.next_retry_at) })
                  : t('lifecycle.dunning.noRetry')}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
