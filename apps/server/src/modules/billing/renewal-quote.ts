import {
  atNextPrice,
  discountedRenewal,
  money,
  nextChargeAmount,
  orderTotals,
  type Currency,
  type OrderLineAmounts,
} from '@halyard/domain';
import type { InvoiceLineInput, InvoiceTotals } from '../invoices/invoices.repository';
import type { Tax } from '../tax/tax.service';
import type { BillableRow } from './billable-row';

/** What a due period costs, line by line, and the add-ons it extends. */
export interface RenewalQuote {
  readonly lines: readonly InvoiceLineInput[];
  readonly totals: InvoiceTotals;
  /** The add-ons charged here: the booking extends exactly these (decision 0122). */
  readonly addonIds: readonly string[];
}

const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;
const span = (from: string, to: string) => `(${from.slice(0, 10)} – ${to.slice(0, 10)})`;

/** The plan's amount for the period: a converting trial pays its price's first-period amount. */
const planAmount = (row: BillableRow) => nextChargeAmount(row);

/**
 * The totals of a renewal: plan and add-ons at their next prices, taxed once at `rate`; a save
 * offer's discount (decision 0183) takes `planDiscountPercent` % off the plan, the first amount.
 */
export const renewalTotals = (
  amounts: readonly number[],
  currency: Currency,
  rate: number,
  planDiscountPercent = 0,
  taxIncluded = false,
) =>
  orderTotals(
    amounts.map((amount, index): OrderLineAmounts =>
      index === 0 && planDiscountPercent > 0
        ? {
            amount: discountedRenewal(amount, currency, planDiscountPercent),
            amountWithoutDiscount: money(amount, currency),
          }
        : atNextPrice(money(amount, currency)),
    ),
    currency,
    rate,
    taxIncluded,
  );

/**
 * A renewal priced by the domain (decisions 0120, 0122, 0196): the plan and each add-on renewed with it
 * on its own line at its next price, taxed at the rate of the buyer's residence on the charge
 * date through the checkout's tax table. The charge, the invoice, the portal's renewal price and
 * the emails all read this quote.
 */
export function quoteRenewal(
  row: BillableRow,
  tax: Tax,
  period: { readonly from: string; readonly to: string; readonly at: Date },
): RenewalQuote {
  const name = row.productName ?? row.tier.replace('TIER_', '');
  const plan = {
    description: `${name}, ${monthsText(row.cycleMonths)} ${span(period.from, period.to)}`,
    quantity: 1,
    amount: planAmount(row),
  };
  const addons = row.addons.map((addon) => ({
    description: `${addon.name}, ${monthsText(addon.cycleMonths ?? row.cycleMonths)} ${span(period.from, period.to)}`,
    quantity: 1,
    amount: addon.renewalAmount,
  }));
  const lines = [plan, ...addons];
  // Decision 0196: an inclusive tenant's gross-price consumer renews at the price shown.
  const charged = tax.chargeTax(row.residence, row.taxDisplay ?? 'exclusive', period.at);
  const totals = renewalTotals(
    lines.map((line) => line.amount),
    row.currency,
    charged.rate,
    row.renewalDiscountPercent,
    charged.included,
  );
  return { lines, totals, addonIds: row.addons.map((addon) => addon.id) };
}
