import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@/app/format';
import { useIncludedTaxLabel } from '@/app/storefront/included-tax';
import { catalogueName, periodText, useFormatMoney } from '@/app/storefront/format';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import { cx } from '@/ui/cx';
import { ChevronDownIcon } from '@/ui/icons';
import type { CheckoutData } from './checkout-data';
import { amountToPay, orderItems, type CheckoutTotals } from './checkout-totals';
import { Guarantee, RenewalTerms } from './renewal-terms';

/**
 * The order summary (DESIGN.md): sticky beside the form on large screens; on small ones a bar at
 * the top that always shows the total and opens the details.
 */
export function OrderSummary({
  data,
  totals,
  updating,
  failed,
}: {
  readonly data: CheckoutData;
  readonly totals: CheckoutTotals;
  /** An estimate for a new address is on its way. */
  readonly updating: boolean;
  /** The last estimate could not be made: the totals are before tax. */
  readonly failed: boolean;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const money = useFormatMoney();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  // Decision 0196: gross prices name the VAT they contain, its rate and country.
  const included = useIncludedTaxLabel();
  const taxLabel = (tax: NonNullable<CheckoutTotals['tax']>) =>
    tax.included ? included(tax) : t('summary.tax', { rate: formatRate(tax.rate, language) });
  const id = useId();
  return (
    <aside
      aria-labelledby={`${id}-title`}
      className="rounded-card bg-surface shadow-card lg:sticky lg:top-6"
    >
      <h2
        id={`${id}-title`}
        className="sr-only lg:not-sr-only lg:block lg:px-5 lg:pt-5 lg:text-lg lg:font-bold"
      >
        {t('summary.title')}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-start lg:hidden"
      >
        <span className="flex items-center gap-1 font-semibold text-brand-700">
          {open ? t('summary.hide') : t('summary.show')}
          <ChevronDownIcon
            className={cx(
              'size-4 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
          />
        </span>
        <span className="text-lg font-bold">{money(amountToPay(totals))}</span>
      </button>
      <div
        id={`${id}-details`}
        className={cx('border-t border-border p-4 lg:block lg:border-0 lg:p-5', !open && 'hidden')}
      >
        <ul className="space-y-3">
          {orderItems(data).map(({ product, price }) => (
            <li key={price.id} className="flex justify-between gap-4">
              <span>
                <span className="block font-medium">
                  {catalogueName(
                    t,
                    data.plan?.price.id === price.id ? 'tiers' : 'addons',
                    product.name,
                    product.displayName,
                  )}
                </span>
                <span className="block text-sm text-ink-muted">
                  {periodText(t, price.basePeriod)}
                  {price.freePeriod.length > 0
                    ? ` ${t('order.freePeriod', { period: periodText(t, price.freePeriod) })}`
                    : null}
                </span>
              </span>
              <span className="font-medium">{money(price.amount)}</span>
            </li>
          ))}
        </ul>
        <dl
          aria-busy={updating || undefined}
          className="mt-4 space-y-2 border-t border-border pt-4 text-sm"
        >
          <div className="flex justify-between">
            <dt>{t('summary.subtotal')}</dt>
            <dd>{money(totals.subtotal)}</dd>
          </div>
          {totals.discount.unscaledValue > 0 ? (
            <div className="flex justify-between text-success-800">
              <dt>{t('summary.discount')}</dt>
              <dd>−{money(totals.discount)}</dd>
            </div>
          ) : null}
          {totals.promotion ? (
            <div className="flex justify-between text-success-800">
              <dt>{t('summary.promotion', { code: totals.promotion.code })}</dt>
              <dd>−{money(totals.promotion.amount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt>{totals.tax ? taxLabel(totals.tax) : t('summary.taxPending')}</dt>
            <dd>{totals.tax ? money(totals.tax.amount) : '—'}</dd>
          </div>
          <div className="flex justify-between border-t border-border pt-2 text-base font-bold">
            <dt>{t('summary.total')}</dt>
            <dd>{money(totals.total)}</dd>
          </div>
          {totals.credit ? (
            <>
              <div className="flex justify-between text-success-800">
                <dt>{t('summary.creditApplied')}</dt>
                <dd>−{money(totals.credit.applied)}</dd>
              </div>
              <div className="flex justify-between text-base font-bold">
                <dt>{t('summary.amountDue')}</dt>
                <dd>{money(totals.credit.due)}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {totals.tax?.reverseCharge ? (
          <p className="mt-2 text-xs text-ink-muted">{t('summary.reverseCharge')}</p>
        ) : null}
        <RenewalTerms totals={totals} className="mt-4 text-sm text-ink-muted" />
        <div className="mt-3">
          <Guarantee days={orderItems(data)[0]?.product.moneyBackGuaranteeDays ?? 0} />
        </div>
      </div>
      {/* Outside the collapsible part, so it is heard on a phone too (seen on large screens). */}
      <p
        role="status"
        className={cx(
          'sr-only text-sm text-ink-muted lg:not-sr-only lg:block lg:px-5',
          updating && 'lg:pb-4',
        )}
      >
        {updating ? t('summary.updating') : ''}
      </p>
      {failed && !updating ? (
        <p role="alert" className="px-4 pb-4 text-sm font-medium text-danger-700 lg:px-5">
          {t('summary.estimateFailed')}
        </p>
      ) : null}
    </aside>
  );
}
