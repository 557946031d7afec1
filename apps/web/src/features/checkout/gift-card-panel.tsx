import { useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { GiftCardCheck } from '@halyard/contract';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/app/api-client';
import { catalogueName } from '@/app/storefront/format';
import { errorText } from '@/app/storefront/payment-errors';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import type { PaymentValues } from './checkout-schema';
import { fieldMessageText } from './field-messages';

/**
 * Paying with a gift card: the card is a prepaid plan of its own (decision 0024), so it is not a
 * payment source of this order. The panel checks the code and hands it to the redemption pages,
 * which create or extend the subscription it pays for.
 */
export function GiftCardPanel({
  register,
  error,
  getCode,
}: {
  readonly register: UseFormRegister<PaymentValues>;
  readonly error: string | undefined;
  readonly getCode: () => string;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const localize = useLocalizePath();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<GiftCardCheck | { readonly message: string } | null>(null);

  const check = async () => {
    setChecking(true);
    try {
      setResult(await callApi(routes.checkGiftCard, { body: { code: getCode() } }));
    } catch (failure) {
      setResult({ message: errorText(t, failure) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">{t('giftCard.inCheckout')}</p>
      <div className="flex items-end gap-3">
        <TextField
          label={t('giftCard.code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={fieldMessageText(t, error)}
          className="flex-1"
          {...register('giftCode')}
        />
        <Button variant="secondary" pending={checking} onClick={() => void check()}>
          {t('giftCard.check')}
        </Button>
      </div>
      <div aria-live="polite">
        {result && 'message' in result ? <p className="text-danger-700">{result.message}</p> : null}
        {result && 'status' in result ? (
          result.status === 'valid' ? (
            <p>
              {t('giftCard.valid', {
                tier: catalogueName(t, 'tiers', result.tier, result.tier),
                count: result.months,
              })}{' '}
              <Link
                className="font-semibold text-brand-700 underline"
                to={`${localize('/redeem-gift')}?code=${encodeURIComponent(result.code)}`}
              >
                {t('giftCard.redeemIt')}
              </Link>
            </p>
          ) : (
            <p className="text-danger-700">{t(`giftCard.status.${result.status}`)}</p>
          )
        ) : null}
      </div>
    </div>
  );
}
