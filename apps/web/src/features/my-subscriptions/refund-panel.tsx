import { useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
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
import { StatusMessage } from '@/ui/alert-message';
import { ConfirmActionDialog } from '@/ui/confirm-dialog';
import { codeText, type CodeTexts } from '@/app/code-text';
import { AlertLine } from '@/ui/alert-message';
import { cx } from '@/ui/cx';
import { PendingRequest } from '@/ui/pending-request';
import { Skeleton } from '@/ui/skeleton';
import { refundEstimateQuery } from './my-subscriptions-api';
import { refundBreakdown, returnedToText } from './refund-breakdown';

/** The refund refusals of decision 0032 (estimate `reason`), in words. */
const REASON_TEXT: CodeTexts<TFunction> = {
  managed_by_store: (t) => t('mySubscriptions.refund.reasons.managed_by_store'),
  already_refunded: (t) => t('mySubscriptions.refund.reasons.already_refunded'),
  subscription_ended: (t) => t('mySubscriptions.refund.reasons.subscription_ended'),
  refund_pending: (t) => t('mySubscriptions.refund.reasons.refund_pending'),
  no_payment: (t) => t('mySubscriptions.refund.reasons.no_payment'),
  outside_guarantee: (t) => t('mySubscriptions.refund.reasons.outside_guarantee'),
};
const reasonText = (t: TFunction, reason: string | null) =>
  codeText(REASON_TEXT, t, reason) ?? t('mySubscriptions.refund.unavailable');

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
      callApi(routes.requestRefundRevoke, { params: { id: sub.subscription_id }, body: {} }),
    onSuccess: async ({ refund }) => {
      setRequested(refund);
      setOpen(false);
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () =>
      callApi(routes.cancelRefundRevoke, { params: { id: sub.subscription_id }, body: {} }),
    onSuccess: async () => {
      setRequested(null);
      request.reset();
      await refresh();
    },
  });

  const cancelled = cancel.isSuccess ? t('mySubscriptions.refund.cancelled') : null;
  const body = () => {
    if (estimate.isPending) return <Skeleton className="h-12 w-full" />;
    if (estimate.isError) return <AlertLine message={estimateErrorText(t, estimate.error)} />;
    const data = estimate.data;
    if (requested || data.reason === 'refund_pending') {
      return (
        <PendingRequest
          error={cancel.isError ? t('mySubscriptions.refund.cancelFailed') : null}
          cancelLabel={t('mySubscriptions.refund.cancel')}
          cancelling={cancel.isPending}
          onCancel={() => cancel.mutate()}
          cancelVariant="secondary"
        >
          {requested
            ? t('mySubscriptions.refund.pending', {
                amount: formatMoney(requested.amount, language.code),
                date: formatDate(requested.process_after, language),
              })
            : t('mySubscriptions.refund.reasons.refund_pending')}
        </PendingRequest>
      );
    }
    if (!data.eligible || !data.amount) {
      return (
        <div className="space-y-2">
          <p className="text-ink-muted">{reasonText(t, data.reason)}</p>
          <StatusMessage message={cancelled} />
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
        <StatusMessage message={cancelled} />
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
                  <TaxIncluded tax={row.tax} />
                </span>
              </li>
            ))}
            {breakdown.rows.length > 1 ? (
              <li className="flex justify-between gap-x-4 py-2 font-semibold">
                <span>{t('mySubscriptions.refund.total')}</span>
                <span className="text-end">
                  {amount}
                  <TaxIncluded tax={breakdown.tax} className="font-normal" />
                </span>
              </li>
            ) : null}
          </ul>
        </div>
        <ConfirmActionDialog
          action={request}
          open={open}
          onOpenChange={setOpen}
          triggerLabel={t('mySubscriptions.refund.request')}
          title={t('mySubscriptions.refund.dialogTitle')}
          closeLabel={t('common.close')}
          failedText={t('mySubscriptions.refund.requestFailed')}
          keepLabel={t('mySubscriptions.refund.keep')}
          confirmLabel={t('mySubscriptions.refund.confirm', { amount })}
        >
          <p>{t('mySubscriptions.refund.consequence', { amount })}</p>
          {returnedTo ? <p>{returnedTo}</p> : null}
        </ConfirmActionDialog>
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

/** The tax a refunded amount includes, under it (nothing when there is none). */
function TaxIncluded({
  tax,
  className,
}: {
  readonly tax: string | null;
  readonly className?: string;
}) {
  const { t } = useTranslation();
  if (!tax) return null;
  return (
    <span className={cx('block text-ink-muted', className)}>
      {t('mySubscriptions.refund.taxIncluded', { tax })}
    </span>
  );
}
