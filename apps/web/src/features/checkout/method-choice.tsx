import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { cx } from '@/ui/cx';
import type { PaymentChoice, PaymentValues } from './checkout-schema';

/**
 * The payment methods as a radio list (DESIGN.md): native radios, so the arrow keys move between
 * them and the list is one tab stop. A signed-in customer's stored method comes first.
 */
export function MethodChoice({
  choices,
  value,
  register,
  storedLabel,
}: {
  readonly choices: readonly PaymentChoice[];
  readonly value: PaymentChoice;
  readonly register: UseFormRegister<PaymentValues>;
  readonly storedLabel: string | null;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const label: Record<PaymentChoice, string> = {
    stored: t('checkout.methods.stored', { method: storedLabel ?? '' }),
    card: t('checkout.methods.card'),
    google_pay: t('checkout.methods.googlePay'),
    apple_pay: t('checkout.methods.applePay'),
    paypal: t('checkout.methods.paypal'),
    gift_card: t('checkout.methods.giftCard'),
  };
  return (
    <fieldset role="radiogroup">
      <legend className="mb-3 text-base font-semibold">{t('checkout.methods.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className={cx(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-control border-2 bg-surface px-3 py-2 font-medium',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              choice === value ? 'border-brand-700' : 'border-border hover:border-border-strong',
              choice === 'stored' && 'sm:col-span-2',
            )}
          >
            <input
              type="radio"
              value={choice}
              className="size-5 accent-brand-700"
              {...register('method')}
            />
            {label[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
