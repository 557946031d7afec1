import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { TextField } from '@/ui/text-field';
import type { PaymentValues } from './checkout-schema';
import { fieldMessageText } from './field-messages';

/**
 * The card's number, expiry and security code. They are posted to the gateway's tokenise
 * endpoint only (never to our API); the browser's autofill fills them by their cc-* names.
 */
export function CardFields({
  register,
  errors,
}: {
  readonly register: UseFormRegister<PaymentValues>;
  readonly errors: FieldErrors<PaymentValues>;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <div className="grid grid-cols-2 gap-4">
      <TextField
        label={t('checkout.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={fieldMessageText(t, errors.cardNumber?.message)}
        className="col-span-2"
        {...register('cardNumber')}
      />
      <TextField
        label={t('checkout.card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('checkout.card.expiryPlaceholder')}
        error={fieldMessageText(t, errors.cardExpiry?.message)}
        {...register('cardExpiry')}
      />
      <TextField
        label={t('checkout.card.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        error={fieldMessageText(t, errors.cardCvc?.message)}
        {...register('cardCvc')}
      />
    </div>
  );
}
