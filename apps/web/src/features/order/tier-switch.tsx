import type { PlanTier } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { catalogueName } from '@/app/storefront/format';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { cx } from '@/ui/cx';
import type { PlanProduct } from './plan-selection';

/**
 * Basic / Premium above the length cards (DESIGN.md): native radios, so arrow keys move between
 * them and the group is one tab stop, styled as a segmented switch.
 */
export function TierSwitch({
  products,
  value,
  onChange,
}: {
  readonly products: readonly PlanProduct[];
  readonly value: PlanTier;
  readonly onChange: (tier: PlanTier) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  if (products.length < 2) return null;
  return (
    <fieldset role="radiogroup">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('order.tierLegend')}</legend>
      <div className="inline-flex rounded-full border border-border-strong bg-surface p-1">
        {products.map((product) => (
          <label
            key={product.id}
            className={cx(
              'relative inline-flex min-h-10 cursor-pointer items-center rounded-full px-5 text-base font-semibold',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              // From the radio itself, so a choice shows before the page has hydrated too.
              'text-ink not-has-checked:hover:bg-surface-muted has-checked:bg-brand-700 has-checked:text-white',
            )}
          >
            <input
              type="radio"
              name="tier"
              value={product.tier}
              checked={product.tier === value}
              onChange={() => onChange(product.tier)}
              className="sr-only"
            />
            {catalogueName(t, 'tiers', product.tier, product.displayName)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
