import { orderTotals } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueName, periodText, useFormatMoney } from '@/app/storefront/format';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { Button } from '@/ui/button';
import { ShieldIcon } from '@/ui/icons';
import type { Selection } from './plan-selection';

/**
 * What the buyer chose and what it costs today before tax (domain `orderTotals`; tax needs the
 * address and comes at checkout), the money-back guarantee, and the way on.
 */
export function OrderContinue({
  selection,
  checkoutHref,
}: {
  readonly selection: Selection;
  readonly checkoutHref: string;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const money = useFormatMoney();
  const { product, option, chosenAddons } = selection;
  const prices = [option.price, ...chosenAddons.map((a) => a.price)];
  const totals = orderTotals(prices, option.price.amount.currency, 0);
  return (
    <section
      aria-labelledby="your-choice"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-card sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="your-choice" className="text-sm font-semibold text-ink-muted">
          {t('order.yourChoice')}
        </h2>
        <p className="text-lg font-bold">
          {t('order.choiceLine', {
            tier: catalogueName(t, 'tiers', product.tier, product.displayName),
            period: periodText(t, option.price.basePeriod),
          })}
          {chosenAddons.length
            ? ` ${t('order.choiceAddons', { count: chosenAddons.length })}`
            : null}
        </p>
        <p className="text-ink">{t('order.choiceTotal', { amount: money(totals.total) })}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-success-800">
          <ShieldIcon className="size-4" />
          {t('order.guarantee', { count: product.moneyBackGuaranteeDays })}
        </p>
      </div>
      <Button asChild className="sm:min-w-56">
        <Link to={checkoutHref}>{t('order.continue')}</Link>
      </Button>
    </section>
  );
}
