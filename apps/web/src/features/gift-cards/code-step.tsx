import { useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { GiftCardCheck } from '@halyard/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { errorText } from '@/app/storefront/payment-errors';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';
import { TextField } from '@/ui/text-field';
import { codeSchema, messageText } from './gift-card-schemas';

/** Step 1: the code, checked with the server (tier, months, and whether it can be redeemed). */
export function CodeStep({
  initialCode,
  onValid,
}: {
  readonly initialCode: string;
  readonly onValid: (card: GiftCardCheck) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const form = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: initialCode } });
  const [problem, setProblem] = useState<string | null>(null);
  const fieldError = messageText(t, form.formState.errors.code?.message);

  const check = async ({ code }: { code: string }) => {
    setProblem(null);
    try {
      const card = await callApi(routes.checkGiftCard, { body: { code } });
      if (card.status === 'valid') onValid(card);
      else setProblem(t(`giftCard.status.${card.status}`));
    } catch (error) {
      setProblem(errorText(t, error));
    }
  };

  const errors = [fieldError, problem].filter((text): text is string => Boolean(text));
  return (
    <form noValidate onSubmit={form.handleSubmit(check)} className="space-y-5">
      {errors.length ? (
        <ErrorSummary
          title={t('checkout.errorTitle')}
          items={errors.map((text, i) => ({ id: String(i), text }))}
        />
      ) : null}
      <TextField
        label={t('giftCard.code')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={fieldError}
        {...form.register('code')}
      />
      <Button type="submit" pending={form.formState.isSubmitting} className="w-full">
        {form.formState.isSubmitting ? t('redeem.checking') : t('redeem.checkCode')}
      </Button>
    </form>
  );
}
