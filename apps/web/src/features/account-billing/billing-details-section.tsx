import { useMemo, useState, type FormEvent } from 'react';
import * as routes from '@halyard/contract/route-refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import {
  billingBody,
  billingFieldError,
  billingValuesOf,
  BillingDetailsFields,
  type BillingField,
  type BillingValues,
} from '@/app/billing-details-fields';
import { countryOptions } from '@/app/countries';
import { useLanguage } from '@/i18n/use-language';
import { ScreenReaderAlert, StatusMessage } from '@/ui/alert-message';
import { SelectField } from '@/ui/select-field';
import { useHydrated } from '@/ui/use-hydrated';
import { SectionCard } from '@/ui/section-card';
import { billingDetailsQuery } from './account-api';
import { SubmitRow } from '@/ui/submit-row';

/**
 * Issue 22 item 2: the name, company, address, VAT ID and invoice email printed on invoices
 * issued from now on. The server checks the VAT ID per country and decides reverse charge.
 */
export function BillingDetailsSection() {
  const { t } = useTranslation();
  const { languageCode } = useLanguage();
  // Country names come from the runtime's ICU, which differs between Node and the browser (Node
  // writes "Hong Kong SAR China", Chromium "Hong Kong"): the list is built once the page is the
  // browser's, so the server's HTML and the hydrating render agree.
  const hydrated = useHydrated();
  const countries = useMemo(
    () => (hydrated ? countryOptions(languageCode) : []),
    [hydrated, languageCode],
  );
  const client = useQueryClient();
  const query = useQuery(billingDetailsQuery);
  const [edited, setEdited] = useState<BillingValues | null>(null);
  const values = edited ?? billingValuesOf(query.data?.details);
  const texts = t('billingDetails', { returnObjects: true });
  const save = useMutation({
    mutationFn: (body: BillingValues) =>
      callApi(routes.putBillingDetails, { body: billingBody(body) }),
    onSuccess: (saved) => {
      client.setQueryData(billingDetailsQuery.queryKey, saved);
      setEdited(null);
    },
  });
  const fields = isApiError(save.error) ? save.error.fields : {};
  const general =
    save.isError && Object.keys(fields).length === 0 ? t('accountBilling.errors.general') : null;
  const set = (field: BillingField, value: string) => setEdited({ ...values, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(values);
  };
  const saved = query.data?.details;

  return (
    <SectionCard title={t('billingDetails.title')} intro={t('billingDetails.intro')}>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <BillingDetailsFields
          values={values}
          onChange={set}
          texts={texts}
          problems={fields}
          country={
            <SelectField
              label={t('billingDetails.country')}
              autoComplete="country"
              value={values.country}
              onChange={(e) => set('country', e.target.value)}
              error={billingFieldError('country', fields.country, texts.errors)}

              placeholder={t('billingDetails.chooseCountry')}
              options={countries.map((c) => ({ value: c.code, label: c.name }))}
            />
          }
        />
        <ScreenReaderAlert>
          {save.isError ? (general ?? t('billingDetails.errors.summary')) : null}
        </ScreenReaderAlert>
        {general ? <p className="text-danger-700 sm:col-span-2">{general}</p> : null}
        <StatusMessage
          message={save.isSuccess ? t('billingDetails.saved') : null}
          className="sm:col-span-2"
        />
        {saved?.reverse_charge ? (
          <p className="text-ink-muted sm:col-span-2">{t('billingDetails.reverseCharge')}</p>
        ) : null}
        <SubmitRow pending={save.isPending}>{t('billingDetails.submit')}</SubmitRow>
      </form>
    </SectionCard>
  );
}
