import { useState } from 'react';
import type { DeletionRequest } from '@halyard/contract';
import { formatMoney } from '@halyard/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { formatDate } from '@/app/format';
import { subscriptionsQuery } from '@/app/subscriptions-query';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Skeleton } from '@/ui/skeleton';
import { accountApi, deletionQuery } from './account-api';
import { creditBalanceQuery } from './credit-balance-section';

/**
 * spec §7 account deletion (PUT request, GET status, DELETE cancel; decision 0033): the request
 * is confirmed in a dialog that states the consequence; a pending one shows its date and can be
 * cancelled until then.
 */
export function DeletionSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const deletion = useQuery(deletionQuery);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // A request turns auto-renew off, a cancellation back on (issue 24 item 3): the dashboard's
  // subscriptions are read again.
  const store = (data: { readonly deletion: DeletionRequest | null }) => {
    queryClient.setQueryData(deletionQuery.queryKey, data);
    void queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
  };
  const request = useMutation({
    mutationFn: () =>
      callApi(accountApi.requestDeletion, {
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: (data) => {
      store(data);
      setOpen(false);
    },
  });
  const cancel = useMutation({
    mutationFn: () => callApi(accountApi.cancelDeletion, { body: {} }),
    onSuccess: store,
  });
  const pending = deletion.data?.deletion?.status === 'pending' ? deletion.data.deletion : null;

  return (
    <section aria-labelledby="deletion-heading" className="rounded-card bg-surface p-5 shadow-card">
      <h2 id="deletion-heading" className="text-lg font-semibold">
        {t('accountBilling.deletion.title')}
      </h2>
      {deletion.isPending ? (
        <Skeleton className="mt-3 h-16 w-full" />
      ) : deletion.isError ? (
        <div role="alert" className="mt-3">
          <p>{t('accountBilling.deletion.loadFailed')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void deletion.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : pending ? (
        <div className="mt-3 space-y-3">
          <p role="status" className="rounded-control bg-warning-50 p-3 text-warning-900">
            {t('accountBilling.deletion.scheduled', {
              date: formatDate(pending.scheduled_for, language),
            })}
          </p>
          {cancel.isError ? (
            <p role="alert" className="text-danger-700">
              {t('accountBilling.errors.general')}
            </p>
          ) : null}
          <Button pending={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('accountBilling.deletion.cancel')}
          </Button>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-ink-muted">{t('accountBilling.deletion.intro')}</p>
          {cancel.isSuccess ? (
            <p role="status" className="font-semibold text-success-800">
              {t('accountBilling.deletion.cancelled')}
            </p>
          ) : null}
          <ConfirmDialog
            open={open}
            onOpenChange={(next) => {
              request.reset();
              setOpen(next);
            }}
            busy={request.isPending}
            trigger={<Button variant="secondary">{t('accountBilling.deletion.request')}</Button>}
            title={t('accountBilling.deletion.dialogTitle')}
            closeLabel={t('common.close')}
            error={request.isError ? t('accountBilling.errors.general') : null}
            keepLabel={t('accountBilling.deletion.keep')}
            confirmLabel={t('accountBilling.deletion.confirm')}
            onConfirm={() => request.mutate()}
          >
            <p>{t('accountBilling.deletion.consequence')}</p>
            <BalanceClosesNote />
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('accountBilling.deletion.reason')}
              <textarea
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
                className="min-h-20 rounded-control border border-border-strong px-3 py-2 text-base font-normal"
              />
            </label>
          </ConfirmDialog>
        </div>
      )}
    </section>
  );
}

/**
 * Decision 0223: a credit balance closes with the account and is not paid out, so the request
 * says how much before it is made (the goodbye email says it again).
 */
function BalanceClosesNote() {
  const { t } = useTranslation();
  const language = useLanguage();
  const held = (useQuery(creditBalanceQuery).data?.balances ?? []).filter(
    (b) => b.unscaledValue > 0,
  );
  if (held.length === 0) return null;
  return (
    <p data-testid="deletion-balance-closes" className="font-semibold">
      {t('accountBilling.deletion.balanceCloses', {
        amount: held.map((b) => formatMoney(b, language.code)).join(', '),
      })}
    </p>
  );
}
