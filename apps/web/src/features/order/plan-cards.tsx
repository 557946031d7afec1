import type { PlanCardLength } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { cx } from '@/ui/cx';
import type { IncludedTax } from '@/app/storefront/included-tax';
import { PlanCard } from './plan-card';
import type { Selection } from './plan-selection';

/**
 * The length cards as one radio group (arrow keys move, one tab stop). The compact layout of
 * spec §9 (next billing cycle 24: no 24-month card) shows fewer, wider cards.
 */
export function PlanCards({
  selection,
  freePeriodOffered,
  includedTax,
  onSelect,
}: {
  readonly selection: Selection;
  /** Decision 0196: the prices are gross for this buyer; the cards name the VAT in them. */
  readonly includedTax?: IncludedTax | undefined;
  readonly freePeriodOffered: boolean;
  readonly onSelect: (length: PlanCardLength) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { layout, options, option } = selection;
  return (
    <fieldset role="radiogroup">
      <legend className="mb-3 text-sm font-semibold text-ink">{t('order.lengthLegend')}</legend>
      <div
        className={cx(
          'grid gap-4 sm:grid-cols-2',
          layout.compact
            ? 'lg:grid-cols-2'
            : options.length > 3
              ? 'lg:grid-cols-4'
              : 'lg:grid-cols-3',
        )}
      >
        {options.map((candidate) => (
          <PlanCard
            key={candidate.length}
            option={candidate}
            checked={candidate.length === option.length}
            recommended={candidate.length === layout.recommended}
            freePeriodOffered={freePeriodOffered}
            includedTax={includedTax}
            onSelect={() => onSelect(candidate.length)}
          />
        ))}
      </div>
    </fieldset>
  );
}
