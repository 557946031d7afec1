import { useState } from 'react';
import { formatMoney, subscriptionLinks } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/app/format';
import { useIncludedTaxNote } from '@/app/included-tax-note';
import type { PortalSubscription } from '@/app/subscriptions-query';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { BusyDialog } from '@/ui/busy-dialog';
import { actionErrorText } from './action-errors';
import { useRenewNow } from './autobill-api';
import { paymentMethodLabel } from '@/app/payment-method-label';

/**
 * spec §2 "a renewal payment dialog" on the dashboard (decision 0045): pays the owed renewal with
 * the stored method (retry-payment-collection), stating amount and method before the customer
 * confirms. A decline offers the retry page, where another card can be entered.
 */
export function RenewNowDialog({ sub }: { readonly sub: PortalSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizePath();
  const [open, setOpen] = useState(false);
  const renew = useRenewNow(sub.subscription_id);
  const amount = formatMoney(sub.renewal_price, language.code);
  const method = paymentMethodLabel(t, sub);
  const includedTax = useIncludedTaxNote()(sub.included_tax);

  return (
    <BusyDialog
      open={open}
      onOpenChange={setOpen}
      busy={renew.isPending}
      onOpen={renew.reset}
      trigger={<Button className="mt-4">{t('renewNow.open', { amount })}</Button>}
      title={t('renewNow.title')}
      closeLabel={t('common.close')}
    >
      {renew.isSuccess ? (
        <p role="status">
          {renew.data.subscription.next_payment_date
            ? t('renewNow.paid', {
                date: formatDate(renew.data.subscription.next_payment_date, language),
                invoice: renew.data.invoice.number,
              })
            : t('renewNow.paidNoDate', { invoice: renew.data.invoice.number })}
        </p>
      ) : (
        <div className="space-y-4">
          <p>{t('renewNow.body', { amount, method })}</p>
          {includedTax ? <p className="text-sm text-ink-muted">{includedTax}</p> : null}
          {renew.isError ? (
            <div role="alert" className="rounded-control bg-danger-50 p-3 text-danger-700">
              <p>{actionErrorText(t, renew.error)}</p>
              <Link
                className="mt-2 inline-block font-semibold underline"
                to={localize(subscriptionLinks(sub.krn)['retry-payment'])}
              >
                {t('renewNow.useAnotherCard')}
              </Link>
            </div>
          ) : null}
          <Button className="w-full" pending={renew.isPending} onClick={() => renew.mutate()}>
            {t('renewNow.confirm', { amount })}
          </Button>
        </div>
      )}
    </BusyDialog>
  );
}
