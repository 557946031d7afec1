import { Suspense, use } from 'react';
import { CURRENCIES, isNewUser, type PlanCardLength, type PlanTier } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import { checkoutSearch } from '@/app/storefront/checkout-link';
import { planProducts } from '@/app/storefront/offer';
import { toggleListed, useSearchEdit } from '@/app/search-edit';
import { useFreshAfterHydration } from '@/app/ssr/fresh-after-hydration';
import { BackToPlans } from '@/app/storefront/back-to-plans';
import { ShopLayout } from '@/app/storefront/shop-layout';
import { usePageTitle } from '@/app/use-page-title';
import { useNow } from '@/app/use-now';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLocalizePath } from '@/i18n/use-language';
import { SelectField } from '@/ui/select-field';
import { AddonPicker } from './addon-picker';
import { AddAddonOrder, CurrentPlanPanel } from './customer-parts';
import { EntitlementComparison } from './entitlement-comparison';
import { OrderBanners } from './order-banners';
import { OrderContinue } from './order-continue';
import type { OrderData, OrderLoad } from './order-data';
import { OrderSkeleton } from './order-skeleton';
import { PlanCards } from './plan-cards';
import { primarySubscription } from './primary-subscription';
import { readSelection, TIER_SLUG } from './plan-selection';
import { TierSwitch } from './tier-switch';

/** spec §2 plan selection (`/order`): the heading at once, the offer as soon as it is read. */
export function OrderPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const { order } = useLoaderData<{ order: Promise<OrderLoad> }>();
  const [search] = useSearchParams();
  const editing = search.get('flow') === 'edit_subscription';
  const adding = search.get('flow') === 'add_addon';
  const title = editing ? t('order.editTitle') : adding ? t('order.addTitle') : t('order.title');
  usePageTitle(title);
  return (
    <ShopLayout>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-ink-muted">{t('order.intro')}</p>
      <div className="mt-6">
        <Suspense fallback={<OrderSkeleton />}>
          <OrderContent load={order} />
        </Suspense>
      </div>
    </ShopLayout>
  );
}

function OfferUnavailable() {
  const { t } = useTranslation(CHECKOUT_NS);
  const localize = useLocalizePath();
  return (
    <BackToPlans
      message={t('order.unavailable')}
      linkText={t('order.seeRegular')}
      to={localize('/order')}
    />
  );
}

function OrderContent({ load }: { readonly load: Promise<OrderLoad> }) {
  useFreshAfterHydration();
  const result = use(load);
  if (!result.ok) return <OfferUnavailable />;
  // Issue 24 item 5: add-ons for the customer's own plan, not a new plan.
  if (result.data.addonTarget)
    return <AddAddonOrder offer={result.data.offer} sub={result.data.addonTarget} />;
  return <OrderChoice data={result.data} />;
}

function OrderChoice({ data }: { readonly data: OrderData }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const now = useNow();
  const localize = useLocalizePath();
  const [search] = useSearchParams();
  const editSearch = useSearchEdit();
  const current = primarySubscription(data.customer, now);
  const cycle = (data.editTarget ?? current)?.next_billing_cycle ?? null;
  const selection = readSelection(data.offer, search, cycle);
  if (!selection) return <OfferUnavailable />;

  // The choice lives in the URL (replace, no reload of the offer): Back from checkout keeps it.
  const update = (changes: Record<string, string | null>) =>
    editSearch((params) => {
      for (const [name, value] of Object.entries(changes))
        if (value === null) params.delete(name);
        else params.set(name, value);
    });
  const onTier = (tier: PlanTier) => update({ tier: TIER_SLUG[tier] });
  const onLength = (length: PlanCardLength) => update({ length: String(length) });
  const onAddon = (id: string, chosen: boolean) =>
    editSearch((params) => toggleListed(params, 'addons', id, chosen));
  const { editTarget, referral } = data;
  const href =
    localize('/checkout') +
    checkoutSearch({
      offerId: data.offer.id,
      currency: data.currency,
      priceId: selection.option.price.id,
      addonPriceIds: editTarget ? [] : selection.chosenAddons.map((a) => a.price.id),
      flow: editTarget ? 'edit_subscription' : null,
      subscriptionId: editTarget?.subscription_id ?? null,
      referrerId: referral.status === 'valid' ? referral.bonus.referrerId : null,
      referralCampaignId: referral.status === 'valid' ? referral.bonus.referralCampaignId : null,
      partner: data.partner?.id ?? null,
      paymentOverride: search.get('payment_override') === '1',
    });

  return (
    <div className="space-y-6">
      <OrderBanners data={data} />
      {current && !editTarget ? <CurrentPlanPanel sub={current} offer={data.offer} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TierSwitch
          products={planProducts(data.offer)}
          value={selection.product.tier}
          onChange={onTier}
        />
        <SelectField
          label={t('order.currency')}
          value={data.currency}
          onChange={(event) => update({ currency: event.target.value })}
          className="w-36"

          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
        />
      </div>
      <PlanCards
        selection={selection}
        freePeriodOffered={!data.customer || isNewUser(data.customer.subscriptions)}
        includedTax={data.offer.includedTax}
        onSelect={onLength}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <EntitlementComparison products={planProducts(data.offer)} />
        {editTarget ? null : (
          <AddonPicker
            addons={selection.addons}
            chosenIds={selection.chosenAddons.map((a) => a.addon.id)}
            onToggle={onAddon}
          />
        )}
      </div>
      <OrderContinue selection={selection} checkoutHref={href} />
    </div>
  );
}
