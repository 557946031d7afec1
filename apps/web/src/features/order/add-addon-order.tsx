import { addonsForPlan, isAddonExpired, months } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toggleListed, useSearchEdit } from '@/app/search-edit';
import { addAddonCheckoutSearch, TAXABLE } from '@/app/storefront/checkout-link';
import { catalogueName } from '@/app/storefront/format';
import { planProducts, type Offer } from '@/app/storefront/offer';
import type { StoreSubscription } from '@/app/storefront/visitor';
import { useNow } from '@/app/use-now';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { AddonPicker } from './addon-picker';
import { CurrentPlanPanel } from './current-plan-panel';

/**
 * spec §4 "add add-on to subscription" from the order page (issue 24 item 5, decision 0164):
 * `/order?flow=add_addon&subscription=…` — the add-ons the customer's plan can carry on its
 * cycle, without those it already has, and on to the add-on checkout. No new plan is offered.
 */
export function AddAddonOrder({
  offer,
  sub,
}: {
  readonly offer: Offer;
  readonly sub: StoreSubscription;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const now = useNow();
  const localize = useLocalizePath();
  const [search] = useSearchParams();
  const editSearch = useSearchEdit();
  const products = planProducts(offer);
  const product = products.find((p) => p.tier === sub.tier) ?? products[0];
  const held = new Set(
    sub.addons.filter((a) => !isAddonExpired(a, now)).map((a) => a.addon_type as string),
  );
  const addons =
    product && sub.next_billing_cycle
      ? addonsForPlan(
          product.addons,
          {
            entitlementIds: product.entitlements.map((e) => e.id),
            basePeriod: months(sub.next_billing_cycle),
          },
          TAXABLE,
        ).filter((a) => !held.has(a.addon.name))
      : [];
  const chosenIds = (search.get('addons') ?? '').split(',').filter(Boolean);
  const chosen = addons.filter((a) => chosenIds.includes(a.addon.id));
  const onToggle = (id: string, on: boolean) =>
    editSearch((params) => toggleListed(params, 'addons', id, on));
  const plan = catalogueName(t, 'tiers', sub.tier, sub.product_name ?? sub.tier);
  const href =
    localize('/checkout') +
    addAddonCheckoutSearch(
      offer,
      sub.subscription_id,
      chosen.map((a) => a.price.id),
    );

  return (
    <div className="space-y-6">
      <CurrentPlanPanel sub={sub} offer={offer} />
      {addons.length === 0 ? (
        <p className="rounded-card bg-surface p-5 shadow-card">{t('order.addNone')}</p>
      ) : (
        <>
          <AddonPicker
            addons={addons}
            chosenIds={chosenIds}
            onToggle={onToggle}
            intro={t('order.addIntro', { plan })}
          />
          {chosen.length > 0 ? (
            <Button asChild className="sm:min-w-56">
              <Link to={href}>{t('order.continue')}</Link>
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
