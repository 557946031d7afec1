import { useMemo } from 'react';
import { requiresRegion } from '@halyard/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import type { PaymentValues } from './checkout-schema';
import { countryOptions, US_STATES } from './countries';
import { fieldMessageText } from './field-messages';

/**
 * The billing address that decides tax (spec §3 "Customer in checkout", §5 checks): country, the
 * state when the country needs one (domain `requiresRegion`), and the postal code.
 */
export function ResidenceFields({
  register,
  errors,
  country,
}: {
  readonly register: UseFormRegister<PaymentValues>;
  readonly errors: FieldErrors<PaymentValues>;
  readonly country: string;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { languageCode } = useLanguage();
  const countries = useMemo(() => countryOptions(languageCode), [languageCode]);
  const needsState = country !== '' && requiresRegion(country);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold">{t('checkout.address.legend')}</legend>
      <SelectField
        label={t('checkout.address.country')}
        autoComplete="country"
        error={fieldMessageText(t, errors.country?.message)}
        className="sm:col-span-2"
        {...register('country')}

        placeholder={t('checkout.address.chooseCountry')}
        options={countries.map(({ code, name }) => ({ value: code, label: name }))}
      />
      {needsState ? (
        <SelectField
          label={t('checkout.address.state')}
          autoComplete="address-level1"
          error={fieldMessageText(t, errors.state?.message)}
          {...register('state')}

          placeholder={t('checkout.address.chooseState')}
          options={US_STATES.map(([code, name]) => ({ value: code, label: name }))}
        />
      ) : null}
      <TextField
        label={t('checkout.address.postalCode')}
        autoComplete="postal-code"
        error={fieldMessageText(t, errors.postalCode?.message)}
        className={needsState ? undefined : 'sm:col-span-2'}
        {...register('postalCode')}
      />
    </fieldset>
  );
}
