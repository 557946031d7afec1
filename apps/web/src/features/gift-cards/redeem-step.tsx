import { useState } from 'react';
import type { GiftCardCheck } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/app/api-client';
import { catalogueName, useFormatDate } from '@/app/storefront/format';
import { errorText } from '@/app/storefront/payment-errors';
import { api } from '@/app/storefront/routes';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';

type Redeemed = { readonly nextPaymentDate: string; readonly extended: boolean };

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

  const redeem = async () => {
    if (state === 'redeeming') return;
    setState('redeeming');
    try {
      const result = await callApi(api.redeemGiftCard, { body: { code: card.code } });
      setState({ nextPaymentDate: result.nextPaymentDate, extended: result.extended });
    } catch (error) {
      setState({ message: errorText(t, error) });
    }
  };

  if (typeof state === 'object' && 'nextPaymentDate' in state)
    return (
      <div role="status" className="space-y-4">
        <p className="text-lg font-semibold">
          {t(state.extended ? 'redeem.doneExtended' : 'redeem.doneNew', {
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
      <Button onClick={() => void redeem()} pending={state === 'redeeming'} className="w-full">
        {state === 'redeeming' ? t('redeem.redeeming') : t('redeem.redeem')}
      </Button>
    </div>
  );
}
