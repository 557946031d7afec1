import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import type { PortalSubscription } from '@/app/subscriptions-query';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { BusyDialog } from '@/ui/busy-dialog';
import { ErrorSummary } from '@/ui/error-summary';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { ChangePlanChoices } from './change-plan-choices';
import { ChangePlanPreview } from './change-plan-preview';
import { useChangePlan } from './use-change-plan';
import { useFormatMoney } from '@/app/storefront/format';

/**
 * spec §4 "edit subscription": choose another tier or length, see what changes and what is
 * charged now, then pay it once. The state and calls are `useChangePlan`'s; this is the view.
 */
export function ChangePlanDialog({ sub }: { readonly sub: PortalSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const plan = useChangePlan(sub, open);
  const { offer, preview, pay, failure } = plan;
  const result = pay.data;
  const money = useFormatMoney();

  return (
    <BusyDialog
      open={open}
      onOpenChange={setOpen}
      busy={pay.isPending}
      onOpen={plan.reset}
      trigger={<Button variant="secondary">{t('mySubscriptions.change.open')}</Button>}
      title={t('mySubscriptions.change.title')}
      closeLabel={t('common.close')}
    >
      {result?.status === 'succeeded' ? (
        <p role="status" className="font-semibold text-success-800">
          {t('mySubscriptions.change.done', {
            amount: result.charge ? money(result.charge.amount) : '',
            date: result.subscription?.next_payment_date
              ? formatDate(result.subscription.next_payment_date, language)
              : '',
          })}
        </p>
      ) : offer.isPending ? (
        <LoadingRegion label={t('app.loading')} className="space-y-3">
          <Skeleton className="h-24 w-full" />
        </LoadingRegion>
      ) : offer.isError ? (
        <p role="alert">{t('mySubscriptions.change.loadFailed')}</p>
      ) : (
        <div className="space-y-4">
          <ChangePlanChoices plan={plan} />
          <ChangePlanPreview plan={plan} />
          {failure ? (
            <ErrorSummary
              title={t('mySubscriptions.change.failed')}
              items={[{ id: 'pay', text: failure }]}
            />
          ) : null}
          <Button
            className="w-full"
            disabled={!preview.isSuccess}
            pending={pay.isPending}
            onClick={() => pay.mutate()}
          >
            {preview.isSuccess
              ? t('mySubscriptions.change.confirm', { amount: money(preview.data.total) })
              : t('mySubscriptions.change.choose')}
          </Button>
        </div>
      )}
    </BusyDialog>
  );
}
