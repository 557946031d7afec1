import { useState } from 'react';
import type { RefundRequest } from '@halyard/contract';
import { formatMoney } from '@halyard/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { formatDate } from '@/app/format';
import { subscriptionsQuery, type PortalSubscription } from '@/app/subscriptions-query';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Skeleton } from '@/ui/skeleton';
import { mySubscriptionsApi, refundEstimateQuery } from './my-subscriptions-api';
import { refundBreakdown, returnedToText } from './refund-breakdown';

/** The refund refusals of decision 0032 (estimate `reason`), in words (exhaustive). */
const REASONS = [
  'managed_by_store',
  'already_refunded',
  'subscription_ended',
  'refund_pending',
  'no_payment',
  'outside_guarantee',
] as const;
type Reason = (typeof REASONS)[number];
const REASON_TEXT: Record<Reason, (t: TFunction) => string> = {
  managed_by_store: (t) => t('mySubscriptions.refund.reasons.managed_by_store'),
  already_refunded: (t) => t('mySubscriptions.refund.reasons.already_refunded'),
  subscription_ended: (t) => t('mySubscriptions.refund.reasons.subscription_ended'),
  refund_pending: (t) => t('mySubscriptions.refund.reasons.refund_pending'),
  no_payment: (t) => t('mySubscriptions.refund.reasons.no_payment'),
  outside_guarantee: (t) => t('mySubscriptions.refund.reasons.outside_guarantee'),
};
const reasonText = (t: TFunction, reason: string | null) =>
  reason && (REASONS as readonly string[]).includes(reason)
    ? REASON_TEXT[reason as Reason](t)
    : t('mySubscriptions.refund.unavailable');

/** spec §8 refund estimate overrides: 400 and 500 are shown as the spec words them. */
function estimateErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error, 400)) return t('mySubscriptions.refund.override400');
  if (isApiError(error, 500)) return t('mySubscriptions.refund.override500');
  return t('mySubscriptions.refund.failed');
}

/**
 * spec §9 30-day money-back guarantee (decision 0032): the estimate says what would come back;
 * the request (confirmed in a dialog) is pending for a review window and can be cancelled; when
 * it is carried out the subscription is revoked and the credit note is in the payment history.
 */
export function RefundPanel({ sub }: { readonly sub: PortalSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizePath();
  const queryClient = useQueryClient();
  const estimate = useQuery(refundEstimateQuery(sub.subscription_id));
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState<RefundRequest | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['refund-estimate', sub.subscription_id] }),
      queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey }),
    ]);
  const request = useMutation({
    mutationFn: () =>
      callApi(mySubscriptionsApi.requestRefund, { params: { id: sub.subscription_id }, body: {} }),
    onSuccess: async ({ refund }) => {
      setRequested(refund);
      setOpen(false);
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () =>
      callApi(mySubscriptionsApi.cancelRefund, { params: { id: sub.subscription_id }, body: {} }),
    onSuccess: async () => {
      setRequested(null);
      request.reset();
      await refresh();
    },
  });

  const body = () => {
    if (estimate.isPending) return <Skeleton className="h-12 w-full" />;
    if (estimate.isError)
      return (
        <p role="alert" className="text-danger-700">
          {estimateErrorText(t, estimate.error)}
        </p>
      );
    const data = estimate.data;
    if (requested || data.reason === 'refund_pending') {
      return (
        <div className="space-y-3">
          <p role="status" className="rounded-control bg-warning-50 p-3 text-warning-900">
            {requested
              ? t('mySubscriptions.refund.pending', {
                  amount: formatMoney(requested.amount, language.code),
                  date: formatDate(requested.process_after, language),
                })
              : t('mySubscriptions.refund.reasons.refund_pending')}
          </p>
          {cancel.isError ? (
            <p role="alert" className="text-danger-700">
              {t('mySubscriptions.refund.cancelFailed')}
            </p>
          ) : null}
          <Button variant="secondary" pending={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('mySubscriptions.refund.cancel')}
          </Button>
        </div>
      );
    }
    if (!data.eligible || !data.amount) {
      return (
        <div className="space-y-2">
          <p className="text-ink-muted">{reasonText(t, data.reason)}</p>
          {cancel.isSuccess ? (
            <p role="status" className="font-semibold text-success-800">
              {t('mySubscriptions.refund.cancelled')}
            </p>
          ) : null}
          {data.reason === 'already_refunded' ? (
            <Link className="font-medium text-brand-700 underline" to={localize('/invoices')}>
              {t('mySubscriptions.refund.creditNote')}
            </Link>
          ) : null}
        </div>
      );
    }
    const amount = formatMoney(data.amount, language.code);
    const breakdown = refundBreakdown(data, language);
    const returnedTo = returnedToText(t, breakdown.returnedTo);
    return (
      <div className="space-y-3">
        {cancel.isSuccess ? (
          <p role="status" className="font-semibold text-success-800">
            {t('mySubscriptions.refund.cancelled')}
          </p>
        ) : null}
        <p>
          {data.guarantee_ends
            ? t('mySubscriptions.refund.eligible', {
                amount,
                date: formatDate(data.guarantee_ends, language),
              })
            : t('mySubscriptions.refund.eligibleNoDate', { amount })}
        </p>
        {returnedTo ? <p data-testid="refund-returned-to">{returnedTo}</p> : null}
        <div>
          <h4 className="text-sm font-semibold">{t('mySubscriptions.refund.breakdown')}</h4>
          <ul className="mt-1 divide-y divide-border text-sm" data-testid="refund-breakdown">
            {breakdown.rows.map((row) => (
              <li key={row.invoice} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span>
                  <span className="block font-medium">
                    {t('mySubscriptions.refund.payment', { number: row.invoice, date: row.date })}
                  </span>
                  <span className="block text-ink-muted">{row.items}</span>
                </span>
                <span className="text-end">
                  <span className="block font-medium">{row.total}</span>
                  {row.tax ? (
                    <span className="block text-ink-muted">
                      {t('mySubscriptions.refund.taxIncluded', { tax: row.tax })}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
            {breakdown.rows.length > 1 ? (
              <li className="flex justify-between gap-x-4 py-2 font-semibold">
                <span>{t('mySubscriptions.refund.total')}</span>
                <span className="text-end">
                  {amount}
                  {breakdown.tax ? (
                    <span className="block font-normal text-ink-muted">
                      {t('mySubscriptions.refund.taxIncluded', { tax: breakdown.tax })}
                    </span>
                  ) : null}
                </span>
              </li>
            ) : null}
          </ul>
        </div>
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => {
            request.reset();
            setOpen(next);
          }}
          busy={request.isPending}
          trigger={<Button variant="secondary">{t('mySubscriptions.refund.request')}</Button>}
          title={t('mySubscriptions.refund.dialogTitle')}
          closeLabel={t('common.close')}
          error={request.isError ? t('mySubscriptions.refund.requestFailed') : null}
          keepLabel={t('mySubscriptions.refund.keep')}
          confirmLabel={t('mySubscriptions.refund.confirm', { amount })}
          onConfirm={() => request.mutate()}
        >
          <p>{t('mySubscriptions.refund.consequence', { amount })}</p>
          {returnedTo ? <p>{returnedTo}</p> : null}
        </ConfirmDialog>
      </div>
    );
  };

  return (
    <div className="mt-5 border-t border-border pt-4">
      <h3 className="font-semibold">{t('mySubscriptions.refund.title')}</h3>
      <div className="mt-2 min-h-12">{body()}</div>
    </div>
  );
}
