import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BillingDetailsBody, BillingDetailsView } from '@halyard/contract';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { countryOptions } from '@/app/countries';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useHydrated } from '@/ui/use-hydrated';
import { accountApi, billingDetailsQuery } from './account-api';

type Field = keyof BillingDetailsBody;
type Values = Record<Field, string>;

const EMPTY: Values = {
  name: '',
  company: '',
  street: '',
  postal_code: '',
  city: '',
  country: '',
  vat_id: '',
  invoice_email: '',
};

const valuesOf = (d: BillingDetailsView | null): Values =>
  d
    ? {
        name: d.name,
        company: d.company ?? '',
        street: d.street,
        postal_code: d.postal_code,
        city: d.city,
        country: d.country,
        vat_id: d.vat_id ?? '',
        invoice_email: d.invoice_email ?? '',
      }
    : EMPTY;

/** The page's own text for the server's field problems (the server answers in English). */
function fieldError(field: Field, message: string | undefined, t: TFunction) {
  if (!message) return undefined;
  if (field === 'vat_id')
    return message.startsWith('VAT IDs are accepted')
      ? t('billingDetails.errors.vatCountry')
      : t('billingDetails.errors.vatFormat');
  if (field === 'company') return t('billingDetails.errors.companyForVat');
  if (field === 'country') return t('billingDetails.errors.country');
  if (field === 'invoice_email') return t('billingDetails.errors.email');
  return t('billingDetails.errors.required');
}

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
  const [edited, setEdited] = useState<Values | null>(null);
  const values = edited ?? valuesOf(query.data?.details ?? null);
  const save = useMutation({
    mutationFn: (body: Values) =>
      callApi(accountApi.putBillingDetails, {
        body: {
          ...body,
          company: body.company || null,
          vat_id: body.vat_id || null,
          invoice_email: body.invoice_email,
        },
      }),
    onSuccess: (saved) => {
      client.setQueryData(billingDetailsQuery.queryKey, saved);
      setEdited(null);
    },
  });
  const fields = isApiError(save.error) ? save.error.fields : {};
  const general =
    save.isError && Object.keys(fields).length === 0 ? t('accountBilling.errors.general') : null;
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setEdited({ ...values, [field]: e.target.value });
  const text = (field: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={set(field)}
      error={fieldError(field, fields[field], t)}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(values);
  };
  const saved = query.data?.details;

  return (
    <section
      aria-labelledby="billing-details-heading"
      className="rounded-card bg-surface p-5 shadow-card"
    >
      <h2 id="billing-details-heading" className="text-lg font-semibold">
        {t('billingDetails.title')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('billingDetails.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        {text('name', t('billingDetails.name'), 'name')}
        {text('company', t('billingDetails.company'), 'organization')}
        <div className="sm:col-span-2">
          {text('street', t('billingDetails.street'), 'street-address')}
        </div>
        {text('postal_code', t('billingDetails.postalCode'), 'postal-code')}
        {text('city', t('billingDetails.city'), 'address-level2')}
        <SelectField
          label={t('billingDetails.country')}
          autoComplete="country"
          value={values.country}
          onChange={set('country')}
          error={fieldError('country', fields.country, t)}
        >
          <option value="">{t('billingDetails.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {text('vat_id', t('billingDetails.vatId'), 'off')}
        <div className="sm:col-span-2">
          {text('invoice_email', t('billingDetails.invoiceEmail'), 'email')}
        </div>
        <p role="alert" className="sr-only">
          {save.isError ? (general ?? t('billingDetails.errors.summary')) : null}
        </p>
        {general ? <p className="text-danger-700 sm:col-span-2">{general}</p> : null}
        {save.isSuccess ? (
          <p role="status" className="font-semibold text-success-800 sm:col-span-2">
            {t('billingDetails.saved')}
          </p>
        ) : null}
        {saved?.reverse_charge ? (
          <p className="text-ink-muted sm:col-span-2">{t('billingDetails.reverseCharge')}</p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" pending={save.isPending}>
            {t('billingDetails.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
