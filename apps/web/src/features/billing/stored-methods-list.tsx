import { useState } from 'react';
import type { ListedPaymentMethod } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { callApi } from '@/app/api-client';
import { subscriptionsQuery } from '@/app/subscriptions-query';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { paymentMethodsQuery } from './billing-api';
import { methodLabel } from './method-label';
import { StatusMessage } from '@/ui/alert-message';

/**
 * Issue 22 item 1 (decision 0191): the stored methods with brand, last four, expiry and the
 * default's badge; another one can be made the default or removed. Each answer is the server's
 * new list, shown as it is.
 */
const ACTIONS = {
  makeDefault: routes.makeDefaultPaymentMethod,
  remove: routes.removePaymentMethod,
} as const;
type Action = keyof typeof ACTIONS;

export function StoredMethodsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const methods = useQuery(paymentMethodsQuery);
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (m: ListedPaymentMethod, action: Action) => {
    if (busy) return;
    setBusy(`${action}:${m.id}`);
    setFailure(null);
    setDone(null);
    try {
      const answer = await callApi(ACTIONS[action], { params: { id: m.id }, body: {} });
      queryClient.setQueryData(paymentMethodsQuery.queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
      const label = methodLabel(t, m);
      setDone(
        action === 'remove'
          ? t('paymentMethod.removed', { method: label })
          : t('paymentMethod.madeDefault', { method: label }),
      );
    } catch (error) {
      setFailure(
        isApiError(error, 409)
          ? t('paymentMethod.lastMethod')
          : isApiError(error, 404)
            ? t('paymentMethod.gone')
            : t('paymentMethod.actionFailed'),
      );
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQuery.queryKey });
    } finally {
      setBusy(null);
    }
  };

  if (methods.isPending)
    return (
      <LoadingRegion label={t('app.loading')}>
        <Skeleton className="h-16 w-full" />
      </LoadingRegion>
    );
  const list = methods.data?.payment_methods ?? [];
  return (
    <div className="space-y-3">
      {failure ? (
        <ErrorSummary
          title={t('paymentMethod.actionFailedTitle')}
          items={[{ id: 'stored-methods', text: failure }]}
        />
      ) : null}
      <StatusMessage message={done} />
      {methods.isError ? (
        <p role="alert">{t('paymentMethod.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p>{t('paymentMethod.none')}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('paymentMethod.listTitle')}>
          {list.map((m) => {
            const label = methodLabel(t, m);
            const actionButton = (action: Action) => (
              <Button
                variant="secondary"
                pending={busy === `${action}:${m.id}`}
                aria-label={t(`paymentMethod.${action}Label`, { method: label })}
                onClick={() => void act(m, action)}
              >
                {t(`paymentMethod.${action}`)}
              </Button>
            );
            return (
              <li key={m.id} className="flex flex-wrap items-center gap-3 py-3">
                <span className="grow">
                  {label}
                  {m.is_default ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-700">
                      {t('paymentMethod.defaultBadge')}
                    </span>
                  ) : null}
                </span>
                {m.is_default ? null : actionButton('makeDefault')}
                {actionButton('remove')}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm text-ink-muted">{t('paymentMethod.defaultNote')}</p>
    </div>
  );
}
