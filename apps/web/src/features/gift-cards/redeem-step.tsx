import { useEffect, useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { GiftCardCheck, GiftCardPreview } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/app/api-client';
import { catalogueName, useFormatDate } from '@/app/storefront/format';
import { errorText } from '@/app/storefront/payment-errors';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';

type Redeemed = {
  readonly nextPaymentDate: string;
  readonly kind: 'extend' | 'upgrade' | 'create';
};

/**
 * Step 3: redeem. The card extends the account's running subscription of its tier, or starts a
 * new one (decision 0024); the page says which and until when.
 */
export function RedeemStep({
  card,
  email,
}: {
  readonly card: GiftCardCheck;
  readonly email: string;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const date = useFormatDate();
  const localize = useLocalizePath();
  const [state, setState] = useState<
    'idle' | 'redeeming' | Redeemed | { readonly message: string }
  >('idle');
  const tier = catalogueName(t, 'tiers', card.tier, card.tier);
  // Issue 24 item 5: signed in now, the card is looked up again to say what redeeming will do.
  const [preview, setPreview] = useState<GiftCardPreview | null>(card.preview);
  useEffect(() => {
    let live = true;
    callApi(routes.checkGiftCard, { body: { code: card.code } }).then(
      (checked) => live && setPreview(checked.preview),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [card.code]);

  const redeem = async () => {
    if (state === 'redeeming') return;
    setState('redeeming');
    try {
      const result = await callApi(routes.redeemGiftCard, { body: { code: card.code } });
      setState({ nextPaymentDate: result.nextPaymentDate, kind: result.kind });
    } catch (error) {
      setState({ message: errorText(t, error) });
    }
  };

  if (typeof state === 'object' && 'nextPaymentDate' in state)
    return (
      <div role="status" className="space-y-4">
        <p className="text-lg font-semibold">
          {state.kind === 'upgrade'
            ? t('redeem.doneUpgraded', { plan: tier, date: date(state.nextPaymentDate) })
            : t(state.kind === 'extend' ? 'redeem.doneExtended' : 'redeem.doneNew', {
                tier,
                date: date(state.nextPaymentDate),
              })}
        </p>
        <Button asChild>
          <Link to={localize('/setup')}>{t('confirmation.setup')}</Link>
        </Button>
      </div>
    );
  return (
    <div className="space-y-5">
      {typeof state === 'object' ? (
        <ErrorSummary
          title={t('checkout.errorTitle')}
          items={[{ id: 'redeem', text: state.message }]}
        />
      ) : null}
      <p>{t('redeem.confirm', { tier, count: card.months, email })}</p>
      {preview ? (
        <p role="status" className="rounded-control bg-surface-muted p-3">
          {preview.kind === 'upgrade'
            ? t('redeem.previewUpgrade', {
                from: catalogueName(t, 'tiers', preview.fromTier ?? '', preview.fromTier ?? ''),
                plan: tier,
                date: date(preview.nextPaymentDate),
              })
            : t(preview.kind === 'extend' ? 'redeem.previewExtend' : 'redeem.previewCreate', {
                plan:
                  preview.kind === 'extend'
                    ? catalogueName(t, 'tiers', preview.fromTier ?? '', preview.fromTier ?? '')
                    : tier,
                date: date(preview.nextPaymentDate),
              })}
        </p>
      ) : null}
      <Button onClick={() => void redeem()} pending={state === 'redeeming'} className="w-full">
        {state === 'redeeming' ? t('redeem.redeeming') : t('redeem.redeem')}
      </Button>
    </div>
  );
}
