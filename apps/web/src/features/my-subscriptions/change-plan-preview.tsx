import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueName, periodText } from '@/app/storefront/format';
import { useIncludedTaxLabel } from '@/app/storefront/included-tax';
import { errorText } from '@/app/storefront/payment-errors';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { Skeleton } from '@/ui/skeleton';
import type { ChangePlan } from './use-change-plan';
import { useFormatDate, useFormatMoney } from '@/app/storefront/format';

function Row({ term, strong, children }: { term: string; strong?: boolean; children: ReactNode }) {
  return (
    <div
      className={strong ? 'flex justify-between gap-3 font-semibold' : 'flex justify-between gap-3'}
    >
      <dt>{term}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}

/** What the change does, as the server estimated it: the new plan, tax, today's charge, dates. */
export function ChangePlanPreview({ plan }: { readonly plan: ChangePlan }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(CHECKOUT_NS);
  const label = useId();
  const includedLabel = useIncludedTaxLabel();
  const money = useFormatMoney();
  const date = useFormatDate();
  const { price, preview, tier } = plan;
  if (!price) return null;
  return (
    <section
      aria-labelledby={label}
      aria-live="polite"
      className="rounded-control bg-surface-muted p-3"
    >
      <h3 id={label} className="font-semibold">
        {t('mySubscriptions.change.preview')}
      </h3>
      {preview.isPending ? (
        <Skeleton className="mt-2 h-16 w-full" />
      ) : preview.isError ? (
        <p role="alert">{errorText(tc, preview.error)}</p>
      ) : (
        <dl className="mt-2 space-y-1">
          <Row term={t('mySubscriptions.change.newPlan')}>
            {catalogueName(tc, 'tiers', tier, tier)}, {periodText(tc, price.totalPeriod)}
          </Row>
          <Row
            term={
              // Decision 0196 addendum: a gross price names the VAT it contains, not "Tax".
              preview.data.taxIncluded && preview.data.taxCountry
                ? includedLabel({ rate: preview.data.taxRate, country: preview.data.taxCountry })
                : t('mySubscriptions.change.tax')
            }
          >
            {money(preview.data.tax)}
          </Row>
          <Row term={t('mySubscriptions.change.chargedNow')} strong>
            {money(preview.data.total)}
          </Row>
          <Row term={t('mySubscriptions.change.paidThrough')}>{date(preview.data.paidThrough)}</Row>
          <Row term={t('mySubscriptions.change.thenRenews')}>
            {money(preview.data.renewal.total)}
          </Row>
          {preview.data.paymentMethod ? (
            <Row term={t('mySubscriptions.change.method')}>
              {preview.data.paymentMethod.summary}
            </Row>
          ) : null}
        </dl>
      )}
    </section>
  );
}
