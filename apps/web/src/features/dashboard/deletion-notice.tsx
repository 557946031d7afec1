import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '@halyard/contract/route-refs';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { deletionQuery } from '@/app/deletion-query';
import { formatDate } from '@/app/format';
import { subscriptionsQuery } from '@/app/subscriptions-query';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { AlertLine } from '@/ui/alert-message';

/**
 * Issue 24 item 3: a pending account deletion, on the dashboard — when it happens, that nothing
 * renews meanwhile, and the way back (cancelling turns renewals back on).
 */
export function DeletionNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const deletion = useQuery(deletionQuery);
  const cancel = useMutation({
    mutationFn: () => callApi(routes.cancelDeletion, { body: {} }),
    onSuccess: async (data) => {
      queryClient.setQueryData(deletionQuery.queryKey, data);
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
    },
  });
  const pending = deletion.data?.deletion?.status === 'pending' ? deletion.data.deletion : null;
  if (cancel.isSuccess)
    return (
      <p role="status" className="rounded-card bg-success-50 p-4 text-success-800">
        {t('accountBilling.deletion.cancelled')}
      </p>
    );
  if (!pending) return null;
  return (
    <section
      aria-labelledby="deletion-notice"
      className="rounded-card border border-warning-700 bg-warning-50 p-5 text-warning-900"
    >
      <h2 id="deletion-notice" className="font-semibold">
        {t('dashboard.deletion.title', { date: formatDate(pending.scheduled_for, language) })}
      </h2>
      <p className="mt-1">{t('dashboard.deletion.body')}</p>
      <AlertLine message={cancel.isError ? t('errors.generic') : null} className="mt-2" />
      <Button
        className="mt-3"
        variant="secondary"
        pending={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        {t('accountBilling.deletion.cancel')}
      </Button>
    </section>
  );
}
