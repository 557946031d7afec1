import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { everyText, periodText, useFormatMoney } from '@/app/storefront/format';
import { useIncludedTaxLabel, type IncludedTax } from '@/app/storefront/included-tax';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { cx } from '@/ui/cx';
import type { PlanOption } from './plan-selection';

/**
 * One length card (DESIGN.md): length, per-month price large, total and saving small, the
 * discount badge, the renewal price; the recommended card says "Best value". A native radio of
 * the "plan length" group; its name is the length, its description the prices.
 */
export function PlanCard({
  option,
  checked,
  recommended,
  freePeriodOffered,
  includedTax,
  onSelect,
}: {
  /** Decision 0196: the VAT the gross prices contain ("incl. 19 % VAT (Germany)"). */
  readonly includedTax?: IncludedTax | undefined;
  readonly option: PlanOption;
  readonly checked: boolean;
  readonly recommended: boolean;
  /** spec §5: free periods are for new users; another customer's card does not promise one. */
  readonly freePeriodOffered: boolean;
  readonly onSelect: () => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const money = useFormatMoney();
  const includedLabel = useIncludedTaxLabel();
  const id = useId();
  const { price } = option;
  const free = freePeriodOffered && price.freePeriod.length > 0;
  return (
    <label
      className={cx(
        'relative flex min-h-56 cursor-pointer flex-col rounded-card border-2 bg-surface p-5 shadow-card',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        // From the radio itself, so a choice shows before the page has hydrated too.
        'border-border not-has-checked:hover:border-border-strong has-checked:border-brand-700 has-checked:ring-1 has-checked:ring-brand-700',
      )}
    >
      <input
        type="radio"
        name="plan-length"
        value={option.length}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-badges ${id}-details`}
        className="sr-only"
      />
      <span id={`${id}-badges`} className="flex min-h-6 flex-wrap items-center gap-2">
        {recommended ? (
          <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
            {t('order.bestValue')}
          </span>
        ) : null}
        {price.discountPercentage > 0 ? (
          <span className="rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-bold text-success-800">
            {t('order.discountBadge', { percent: price.discountPercentage })}
          </span>
        ) : null}
      </span>
      <span id={`${id}-title`} className="mt-3 text-lg font-bold text-ink">
        {periodText(t, price.basePeriod)}
        {free ? (
          <span className="block text-sm font-semibold text-success-800">
            {t('order.freePeriod', { period: periodText(t, price.freePeriod) })}
          </span>
        ) : null}
      </span>
      <span id={`${id}-details`} className="mt-2 flex flex-1 flex-col">
        <span className="text-3xl font-bold tracking-tight text-ink">
          {money(price.amountPerMonth)}
          <span className="text-base font-medium text-ink-muted"> {t('order.perMonth')}</span>
        </span>
        <span className="mt-2 text-sm text-ink-muted">
          {t('order.totalToday', { amount: money(price.amount) })}
          {price.discountAmount.unscaledValue > 0 ? (
            <> · {t('order.saving', { amount: money(price.discountAmount) })}</>
          ) : null}
        </span>
        {includedTax ? (
          <span className="text-sm text-ink-muted">{includedLabel(includedTax)}</span>
        ) : null}
        <span className="mt-auto pt-3 text-sm text-ink-muted">
          {t('order.renews', {
            amount: money(price.nextPrice),
            every: everyText(t, price.basePeriod),
          })}
        </span>
      </span>
    </label>
  );
}
