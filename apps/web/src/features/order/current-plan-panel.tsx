import { lazy, Suspense, useState } from 'react';
import {
  checkSubscriptionChange,
  displayState,
  isAddonExpired,
  months,
  renewsAutomatically,
  subscriptionActions,
} from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addAddonCheckoutSearch, checkoutSearch } from '@/app/storefront/checkout-link';
import { catalogueName, useFormatDate, useFormatMoney } from '@/app/storefront/format';
import type { Offer } from '@/app/storefront/offer';
import type { StoreSubscription } from '@/app/storefront/visitor';
import { useNow } from '@/app/use-now';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';
import { dedicatedIpPrice } from './dedicated-ip';
import { readSelection, TIER_SLUG } from './plan-selection';

/** The offer's card of the subscription's tier and length (or the tier's recommended one). */
function sameTierAndLength(offer: Offer, sub: StoreSubscription) {
  const tier = TIER_SLUG[sub.tier as keyof typeof TIER_SLUG];
  if (!tier) return null;
  const search = new URLSearchParams({ tier, length: String(sub.next_billing_cycle ?? '') });
  return readSelection(offer, search, null)?.option ?? null;
}

// The renewal dialog (and Radix Dialog with it) loads when a customer opens it.
const RenewalDialog = lazy(() => import('./renewal-dialog'));

/**
 * spec §2 "a current-plan panel" for a signed-in customer: the plan, when it renews and for how
 * much, and what they can do with it: change its length or tier (edit subscription), add a
 * dedicated IP (add add-on) or, when a renewal is owed, pay it (the renewal payment dialog).
 */
export function CurrentPlanPanel({
  sub,
  offer,
}: {
  readonly sub: StoreSubscription;
  readonly offer: Offer;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const now = useNow();
  const money = useFormatMoney();
  const date = useFormatDate();
  const localize = useLocalizePath();
  const [renewing, setRenewing] = useState(false);
  const state = displayState(sub, now);
  const canEdit = checkSubscriptionChange('edit_subscription', sub, now).ok;
  const hasDip = sub.addons.some((a) => a.addon_type === 'dip' && !isAddonExpired(a, now));
  const dip =
    !hasDip &&
    sub.next_billing_cycle !== null &&
    checkSubscriptionChange('add_addon', sub, now).ok &&
    offer.currency === sub.renewal_price.currency
      ? dedicatedIpPrice(offer, months(sub.next_billing_cycle))
      : null;
  const { primary } = subscriptionActions(sub, now);
  const owed = primary === 'retry-payment';
  // Issue 24 item 4: an ended subscription is bought again — a new subscription of the same plan
  // at this page's offer (the post-expiry offer for a returning customer), not a retried renewal.
  const again = primary === 'buy-again' ? sameTierAndLength(offer, sub) : null;
  const tier = catalogueName(t, 'tiers', sub.tier, sub.product_name ?? sub.tier);
  const addDipLink = dip && addAddonCheckoutSearch(offer, sub.subscription_id, [dip.id]);
  return (
    <SectionCard boldHeading title={t('order.current.title')} className="border border-border">
      <p className="mt-1 text-ink">
        {t('order.current.plan', { tier, count: sub.next_billing_cycle })}
        <span className="ms-2 rounded-full bg-surface-muted px-2 py-0.5 text-sm text-ink-muted">
          {t(`order.current.state.${state}`)}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        {sub.next_payment_date && renewsAutomatically(sub, now)
          ? t('order.current.renews', {
              amount: money(sub.renewal_price),
              date: date(sub.next_payment_date),
            })
          : sub.next_payment_date
            ? t('order.current.ends', { date: date(sub.next_payment_date) })
            : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {owed ? (
          <Button onClick={() => setRenewing(true)}>{t('order.current.renewNow')}</Button>
        ) : null}
        {again ? (
          <Button asChild>
            <Link
              to={
                localize('/checkout') +
                checkoutSearch({
                  offerId: offer.id,
                  currency: offer.currency,
                  priceId: again.price.id,
                  addonPriceIds: [],
                  flow: null,
                  subscriptionId: null,
                  referrerId: null,
                  referralCampaignId: null,
                  partner: null,
                  paymentOverride: false,
                })
              }
            >
              {t('order.current.renewNow')}
            </Link>
          </Button>
        ) : null}
        {canEdit ? (
          <Button asChild variant="secondary">
            <Link
              to={`${localize('/order')}?flow=edit_subscription&subscription=${encodeURIComponent(sub.subscription_id)}&currency=${offer.currency}`}
            >
              {t('order.current.changePlan')}
            </Link>
          </Button>
        ) : null}
        {addDipLink ? (
          <Button asChild variant="secondary">
            <Link to={localize('/checkout') + addDipLink}>{t('order.current.addDedicatedIp')}</Link>
          </Button>
        ) : null}
      </div>
      {renewing ? (
        <Suspense fallback={null}>
          <RenewalDialog sub={sub} open={renewing} onOpenChange={setRenewing} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
