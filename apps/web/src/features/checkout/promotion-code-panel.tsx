import { useState, type FormEvent } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { PromotionCodeCheck } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { numberFormat } from '@/app/format';
import { errorText } from '@/app/storefront/payment-errors';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import { OneFieldForm } from '@/ui/one-field-form';
import type { CheckoutData } from './checkout-data';
import { orderItems } from './checkout-totals';

/**
 * "Have a code?" (issue 22 item 4, decision 0193): the buyer types a promotion code, the server
 * checks it for this order and buyer; an accepted code goes with the estimate, the payment and
 * the checkout, which price it. A refusal shows the server's reason in the buyer's language.
 */
export function PromotionCodePanel({
  data,
  applied,
  onApplied,
}: {
  readonly data: CheckoutData;
  readonly applied: PromotionCodeCheck | null;
  readonly onApplied: (promotion: PromotionCodeCheck | null) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const code = useTextInput();
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.value.trim()) return;
    setChecking(true);
    setError(undefined);
    try {
      const body = {
        code: code.value,
        offerId: data.offer.id,
        priceIds: orderItems(data).map((item) => item.price.id),
      };
      onApplied(await callApi(routes.checkPromotionCode, { body }));
      code.setValue('');
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setChecking(false);
    }
  };

  if (applied) {
    const percent = numberFormat(language.languageCode, {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(applied.percentOffBasisPoints / 10_000);
    return (
      <div className="flex items-center justify-between gap-3 rounded-card bg-surface p-4 text-sm shadow-card">
        <p role="status" className="text-success-800">
          {t('promotion.applied', { code: applied.code, percent })}
        </p>
        <Button variant="secondary" onClick={() => onApplied(null)}>
          {t('promotion.remove')}
        </Button>
      </div>
    );
  }
  return (
    <div className="rounded-card bg-surface p-4 shadow-card">
      {open ? (
        <OneFieldForm
          onSubmit={(event) => void apply(event)}
          pending={checking}
          submitLabel={t('promotion.apply')}
          secondary
        >
          <TextField
            {...code.props}
            label={t('promotion.label')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            error={error}
            className="flex-1"
          />
        </OneFieldForm>
      ) : (
        <button
          type="button"
          aria-expanded={open}
          className="font-semibold text-brand-700 underline"
          onClick={() => setOpen(true)}
        >
          {t('promotion.toggle')}
        </button>
      )}
    </div>
  );
}
