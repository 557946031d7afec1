import { useMemo, useState } from 'react';
import type { BillingDetailsBody } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import {
  billingBody,
  BillingDetailsFields,
  EMPTY_BILLING,
  type BillingField,
  type BillingValues,
} from '@/app/billing-details-fields';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';

const REQUIRED = ['name', 'street', 'postal_code', 'city'] as const;
const PREFIX = 'billingDetails.';

/** The checkout's "buying for a company" (issue 22 item 2, decision 0198). */
export interface CompanyDetailsState {
  readonly on: boolean;
  readonly values: BillingValues;
  /** The details to price and buy with: null for a consumer, or while a required field is empty. */
  readonly body: BillingDetailsBody | null;
  /** Field problems: the server's (from the estimate) and, after a pay press, the empty ones. */
  readonly problems: Partial<Record<BillingField, string>>;
  readonly toggle: (on: boolean) => void;
  readonly set: (field: BillingField, value: string) => void;
  /** Before paying: false (and the empty fields say so) while the details are incomplete. */
  readonly check: () => boolean;
}

/**
 * The company details of a checkout, in the country of its address (the VAT ID is checked for
 * it, and decides reverse charge there). `serverProblems` are the estimate's field errors.
 */
export function useCompanyDetails(
  country: string,
  serverProblems: Readonly<Record<string, string>> | undefined,
): CompanyDetailsState {
  const [on, setOn] = useState(false);
  const [values, setValues] = useState<BillingValues>(EMPTY_BILLING);
  const [pressed, setPressed] = useState(false);
  const complete = REQUIRED.every((field) => values[field].trim() !== '');
  const body = useMemo(
    () => (on && complete ? billingBody({ ...values, country }) : null),
    [on, complete, values, country],
  );
  const problems: Partial<Record<BillingField, string>> = {};
  for (const [path, message] of Object.entries(serverProblems ?? {}))
    if (path.startsWith(PREFIX)) problems[path.slice(PREFIX.length) as BillingField] = message;
  if (pressed)
    for (const field of REQUIRED) if (!values[field].trim()) problems[field] = 'required';
  return {
    on,
    values,
    body,
    problems: on ? problems : {},
    toggle: setOn,
    set: (field, value) => setValues((previous) => ({ ...previous, [field]: value })),
    check: () => {
      setPressed(true);
      return !on || complete;
    },
  };
}

/** The "I'm buying for a company" box and, once ticked, the billing details fields. */
export function CompanyDetails({ company }: { readonly company: CompanyDetailsState }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const texts = t('checkout.company', { returnObjects: true });
  return (
    <fieldset aria-label={texts.toggle} className="space-y-3">
      <label className="flex items-start gap-3">
        <input
          id="buying-for-company"
          type="checkbox"
          checked={company.on}
          onChange={(event) => company.toggle(event.target.checked)}
          aria-describedby="buying-for-company-hint"
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <span className="font-semibold">{texts.toggle}</span>
      </label>
      <p id="buying-for-company-hint" className="text-sm text-ink-muted">
        {texts.hint}
      </p>
      {company.on ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <BillingDetailsFields
            values={company.values}
            onChange={company.set}
            texts={texts}
            problems={company.problems}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
