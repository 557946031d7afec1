import {
  addonMatchesPlan,
  add,
  netOfGross,
  orderTotals,
  pricesIncludeTax,
  promotedPrice,
  matchingPlans,
  subtract,
  taxIncludedIn,
  taxOn,
  zero,
  type CheckoutFlow,
  type Currency,
  type Money,
  type OfferSeed,
  type OrderTotals,
  type PromotionTerms,
  type Residence,
  type TaxDecision,
} from '@halyard/domain';
import type { CatalogPrice, TenantCatalog } from '../../catalog/catalog.service';
import type { Tax } from '../../tax/tax.service';
import { validationFailed } from '../checkout-errors';

/** The priced part of a checkout or an estimate (spec §7 body fields). */
export interface OrderInput {
  readonly offerId: string;
  readonly priceId?: string | undefined;
  readonly priceIds: readonly string[];
  readonly checkoutItems: readonly { readonly priceIds: readonly string[] }[];
  /** spec §7: the client's expectation only; the tax is the server's decision (decision 0100). */
  readonly isTaxable?: boolean | undefined;
  readonly flow: CheckoutFlow;
  /** With a signed-in business buyer's VAT ID: EU reverse charge (issue 22, decision 0190). */
  readonly residence: Residence & { readonly vatId?: string | null | undefined };
  /** What the buyer typed into "Have a code?" (issue 22 item 4); checked by the promotions. */
  readonly promotionCode?: string | undefined;
  /** The checked code's terms (decision 0193): its cut is taken off the plans it applies to. */
  readonly promotion?: (PromotionTerms & { readonly id: string }) | null;
}

/** The code the order was priced with and what it took off, in the order's currency. */
export interface AppliedPromotion {
  readonly terms: PromotionTerms & { readonly id: string };
  readonly discount: Money;
}

/** One subscription's worth: its plan (none when adding add-ons) and add-ons. */
export interface OrderGroup {
  readonly plan: CatalogPrice | null;
  readonly addons: readonly CatalogPrice[];
}

export interface Order {
  readonly offer: OfferSeed;
  readonly currency: Currency;
  /** The main subscription first, then one per spec §7 checkout item. */
  readonly groups: readonly OrderGroup[];
  readonly lines: readonly CatalogPrice[];
  readonly totals: OrderTotals;
  /** The server's tax decision for the buyer's residence (decision 0100). */
  readonly tax: TaxDecision;
  /** The main subscription's first renewal: next prices and the same tax rate. */
  readonly renewal: { readonly amount: Money; readonly tax: Money; readonly total: Money };
  readonly promotion: AppliedPromotion | null;
}

interface Ref {
  readonly id: string;
  readonly path: string;
}
type Fields = Record<string, string>;

function mainRefs(input: OrderInput): Ref[] {
  const refs: Ref[] = input.priceId ? [{ id: input.priceId, path: 'priceId' }] : [];
  input.priceIds.forEach((id, i) => {
    if (!refs.some((ref) => ref.id === id)) refs.push({ id, path: `priceIds.${i}` });
  });
  return refs;
}

function priced(catalog: TenantCatalog, offer: OfferSeed | undefined, refs: Ref[], f: Fields) {
  return refs.flatMap((ref) => {
    const found = catalog.price(ref.id);
    if (!found) f[ref.path] = 'Unknown price.';
    else if (offer && found.row.offerId !== offer.id)
      f[ref.path] = `This price is not part of the ${offer.name} offer.`;
    else return [{ ref, found }];
    return [];
  });
}

type Priced = ReturnType<typeof priced>[number];

/** spec §4 flows: one plan per subscription; add-ons alone only when adding to a subscription. */
function groupOf(items: Priced[], path: string, flow: CheckoutFlow, f: Fields): OrderGroup {
  const plans = items.filter((item) => item.found.product.kind === 'plan');
  const addons = items.filter((item) => item.found.product.kind === 'addon');
  if (flow === 'add_addon') {
    for (const plan of plans) f[plan.ref.path] = 'Only add-ons can be added to a subscription.';
    if (addons.length === 0) f[path] = 'Choose an add-on.';
  } else if (plans.length !== 1) {
    f[plans[1]?.ref.path ?? path] = plans.length
      ? 'Choose one plan per subscription.'
      : 'Choose a plan.';
  }
  const plan = flow === 'add_addon' ? undefined : plans[0]?.found;
  const seen = new Set<string>();
  for (const addon of addons) {
    const { product, row } = addon.found;
    if (flow === 'edit_subscription') f[addon.ref.path] = 'Add-ons are added with the add-on flow.';
    else if (seen.has(product.id)) f[addon.ref.path] = 'This add-on is already in the order.';
    else if (plan && !addonMatchesPlan(plan.row.basePeriod, row.basePeriod))
      f[addon.ref.path] =
        `The add-on must run as long as the plan (${plan.row.basePeriod.length} ${plan.row.basePeriod.unit}s).`;
    seen.add(product.id);
  }
  return { plan: plan ?? null, addons: addons.map((addon) => addon.found) };
}

/**
 * Resolves and checks an order against the tenant's catalogue (400 with field errors for an
 * unknown price, a price of another offer or currency, a malformed group or address, an
 * `isTaxable` that contradicts the tax decision) and prices it with the domain: the estimate,
 * the payment intent and every checkout use this one function, so the checkout charges exactly
 * what the estimate says, with the tax the server decided at `at`.
 */
export function buildOrder(catalog: TenantCatalog, tax: Tax, input: OrderInput, at: Date): Order {
  const taxed = tax.forOrder(input.residence, input.isTaxable, at);
  const f: Fields = taxed.ok ? {} : { ...taxed.fields };
  const offer = catalog.offers.get(input.offerId);
  if (!offer) f.offerId = 'Unknown offer.';
  const itemRefs = input.checkoutItems.map((item, i) =>
    item.priceIds.map((id, j) => ({ id, path: `checkoutItems.${i}.priceIds.${j}` })),
  );
  if (input.flow !== 'order' && input.flow !== 'additional_purchase' && itemRefs.length)
    f.checkoutItems = 'Extra items are bought with a new order.';
  const all = [mainRefs(input), ...itemRefs].map((refs) => priced(catalog, offer, refs, f));
  const currency = all.flat()[0]?.found.row.currency;
  for (const item of all.flat())
    if (item.found.row.currency !== currency)
      f[item.ref.path] = `All prices must be in ${currency}.`;
  const listed = all.map((items, i) =>
    groupOf(items, i === 0 ? 'priceId' : `checkoutItems.${i - 1}.priceIds`, input.flow, f),
  );
  if (Object.keys(f).length > 0 || !offer || !currency || !taxed.ok) throw validationFailed(f);
  const { groups, promotion } = promote(listed, input.promotion ?? null, currency);

  const lines = groups.flatMap((g) => (g.plan ? [g.plan, ...g.addons] : g.addons));
  const { rate } = taxed.decision;
  // Decision 0196: a consumer who must see gross prices pays the list price; the VAT is in it.
  const gross = pricesIncludeTax(catalog.taxDisplay, input.residence.country, taxed.decision);
  const totals = orderTotals(
    lines.map((line) => line.price),
    currency,
    rate,
    gross,
  );
  const [main] = groups;
  const mainLines = main ? (main.plan ? [main.plan, ...main.addons] : main.addons) : [];
  const amount = mainLines.reduce((sum, line) => add(sum, line.price.nextPrice), zero(currency));
  const renewalTax = gross ? taxIncludedIn(amount, rate) : taxOn(amount, rate);
  const renewal = gross
    ? { amount: netOfGross(amount, rate), tax: renewalTax, total: amount }
    : { amount, tax: renewalTax, total: add(amount, renewalTax) };
  return {
    offer,
    currency,
    groups,
    lines,
    totals,
    tax: taxed.decision,
    renewal,
    promotion,
  };
}

/** The plan product ids of an order (what a promotion code is checked against). */
export const orderPlanIds = (order: Order): string[] =>
  order.groups.flatMap((g) => (g.plan ? [g.plan.product.id] : []));

/** Issue 22 item 4: the code's cut on each plan it applies to; add-ons keep their price. */
function promote(
  groups: OrderGroup[],
  terms: AppliedPromotion['terms'] | null,
  currency: Currency,
): { groups: OrderGroup[]; promotion: AppliedPromotion | null } {
  if (!terms) return { groups, promotion: null };
  let discount = zero(currency);
  const promoted = groups.map((group) => {
    const { plan } = group;
    if (!plan || matchingPlans(terms, [plan.product.id]).length === 0) return group;
    const price = promotedPrice(terms, plan.price);
    discount = add(discount, subtract(plan.price.amount, price.amount));
    return { ...group, plan: { ...plan, price } };
  });
  return { groups: promoted, promotion: { terms, discount } };
}
