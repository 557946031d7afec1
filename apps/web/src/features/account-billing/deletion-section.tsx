import { useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { DeletionRequest } from '@halyard/contract';
import { formatMoney } from '@halyard/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { formatDate } from '@/app/format';
import { subscriptionsQuery } from '@/app/subscriptions-query';
import { useLanguage } from '@/i18n/use-language';
import { StatusMessage } from '@/ui/alert-message';
import { ConfirmActionDialog } from '@/ui/confirm-dialog';
import { PendingRequest } from '@/ui/pending-request';
import { QuerySection } from '@/app/query-section';
import { deletionQuery } from './account-api';
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
  const requestDeletion = useMutation({
    mutationFn: () =>
      callApi(routes.requestDeletion, {
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: (data) => {
      store(data);
      setOpen(false);
    },
  });
  const cancel = useMutation({
    mutationFn: () => callApi(routes.cancelDeletion, { body: {} }),
    onSuccess: store,
  });

  return (
    <QuerySection
      title={t('accountBilling.deletion.title')}
      query={deletion}
      skeleton="mt-3 h-16"
      failed={t('accountBilling.deletion.loadFailed')}
    >
      {({ deletion: current }) =>
        current?.status === 'pending' ? (
          <PendingRequest
            className="mt-3"
            error={cancel.isError ? t('accountBilling.errors.general') : null}
            cancelLabel={t('accountBilling.deletion.cancel')}
            cancelling={cancel.isPending}
            onCancel={() => cancel.mutate()}
          >
            {t('accountBilling.deletion.scheduled', {
              date: formatDate(current.scheduled_for, language),
            })}
          </PendingRequest>
        ) : (
          <div className="mt-3 space-y-3">
            <p className="text-ink-muted">{t('accountBilling.deletion.intro')}</p>
            <StatusMessage
              message={cancel.isSuccess ? t('accountBilling.deletion.cancelled') : null}
            />
            <ConfirmActionDialog
              action={requestDeletion}
              open={open}
              onOpenChange={setOpen}
              triggerLabel={t('accountBilling.deletion.request')}
              title={t('accountBilling.deletion.dialogTitle')}
              closeLabel={t('common.close')}
              failedText={t('accountBilling.errors.general')}
              keepLabel={t('accountBilling.deletion.keep')}
              confirmLabel={t('accountBilling.deletion.confirm')}
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
            </ConfirmActionDialog>
          </div>
        )
      }
    </QuerySection>
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
