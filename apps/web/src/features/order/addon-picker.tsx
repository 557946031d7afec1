import { useTranslation } from 'react-i18next';
import { catalogueName, everyText, useFormatMoney } from '@/app/storefront/format';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import type { AddonProduct, Price } from '@/app/storefront/offer';

/**
 * Add-ons bought with the plan (spec §1): the dedicated IP on the plan's billing cycle (spec §9,
 * decision 0012) and the ID protection add-ons the tier does not already include.
 */
export function AddonPicker({
  addons,
  chosenIds,
  onToggle,
  intro,
}: {
  readonly addons: readonly { readonly addon: AddonProduct; readonly price: Price }[];
  readonly chosenIds: readonly string[];
  readonly onToggle: (addonId: string, chosen: boolean) => void;
  /** What the add-ons go with; the plan being chosen by default. */
  readonly intro?: string;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const money = useFormatMoney();
  if (addons.length === 0) return null;
  const chosen = new Set(chosenIds);
  return (
    <fieldset className="rounded-card bg-surface p-5 shadow-card">
      <legend className="float-start w-full text-lg font-bold">{t('order.addonsTitle')}</legend>
      <p className="clear-both pt-1 text-sm text-ink-muted">{intro ?? t('order.addonsIntro')}</p>
      <ul className="mt-3 space-y-2">
        {addons.map(({ addon, price }) => (
          <li key={addon.id}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-control p-2 hover:bg-surface-muted">
              <input
                type="checkbox"
                checked={chosen.has(addon.id)}
                onChange={(event) => onToggle(addon.id, event.target.checked)}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="flex-1">
                <span className="block font-semibold">
                  {catalogueName(t, 'addons', addon.name, addon.displayName)}
                </span>
                <span className="block text-sm text-ink-muted">
                  {t('order.addonPrice', {
                    perMonth: money(price.amountPerMonth),
                    amount: money(price.amount),
                    every: everyText(t, price.basePeriod),
                  })}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
