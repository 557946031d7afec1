import { useId } from 'react';
import { formatMoney } from '@halyard/domain';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { catalogueName, periodText } from '@/app/storefront/format';
import { useIncludedTaxLabel } from '@/app/storefront/included-tax';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import type { ChangePlan } from './use-change-plan';

const radio =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-border-strong px-3 py-2 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50';

/** The tier and the length to change to, as two labelled radio groups. */
export function ChangePlanChoices({ plan }: { readonly plan: ChangePlan }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(CHECKOUT_NS);
  const language = useLanguage();
  const tierLabel = useId();
  const lengthLabel = useId();
  const includedLabel = useIncludedTaxLabel();
  // The server's word that this customer's prices are gross (decision 0196 addendum).
  const included = plan.includedTax;
  return (
    <>
      <p id={tierLabel} className="font-semibold">
        {t('mySubscriptions.change.tier')}
      </p>
      <RadioGroup.Root
        aria-labelledby={tierLabel}
        value={plan.tier}
        onValueChange={plan.chooseTier}
        className="grid gap-2 sm:grid-cols-2"
      >
        {plan.products.map((p) => (
          <RadioGroup.Item key={p.id} value={p.tier} className={radio}>
            <span className="flex size-4 shrink-0 items-center justify-center rounded-full border-2 border-border-strong">
              <RadioGroup.Indicator className="size-2 rounded-full bg-brand-700" />
            </span>
            {catalogueName(tc, 'tiers', p.tier, p.displayName)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <p id={lengthLabel} className="font-semibold">
        {t('mySubscriptions.change.length')}
      </p>
      <RadioGroup.Root
        aria-labelledby={lengthLabel}
        value={plan.priceId ?? ''}
        onValueChange={plan.choosePrice}
        className="grid gap-2"
      >
        {(plan.product?.prices ?? []).map((p) => (
          <RadioGroup.Item key={p.id} value={p.id} className={radio}>
            <span className="flex-1 text-start">{periodText(tc, p.totalPeriod)}</span>
            <span className="text-end">
              <span className="font-semibold">{formatMoney(p.amount, language.code)}</span>
              {included ? (
                <span className="block text-sm text-ink-muted">{includedLabel(included)}</span>
              ) : null}
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </>
  );
}
