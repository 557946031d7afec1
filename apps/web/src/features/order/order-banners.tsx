import type { ReactNode } from 'react';
import { FREE_PERIOD_COOKIES, freePeriodCookieOf, isNewUser, monthsSold } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { readCookie } from '@/app/cookies';
import { getPageConfig } from '@/app/page-config';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { GiftIcon, InfoIcon } from '@/ui/icons';
import type { OrderData } from './order-data';

function Banner({
  tone,
  children,
}: {
  readonly tone: 'offer' | 'info';
  readonly children: ReactNode;
}) {
  const styles =
    tone === 'offer'
      ? 'border-success-300 bg-success-50 text-success-800'
      : 'border-border-strong bg-surface text-ink';
  return (
    <p className={`flex items-start gap-2 rounded-card border px-4 py-3 font-medium ${styles}`}>
      {tone === 'offer' ? <GiftIcon className="mt-0.5" /> : <InfoIcon className="mt-0.5" />}
      <span>{children}</span>
    </p>
  );
}

/** spec §9 free-period cookies: the months the visitor's link promised (6 wins over 4), or 0. */
function freePeriodMonths(): number {
  const cookie = freePeriodCookieOf({
    '4monthsfree': readCookie('4monthsfree'),
    '6monthsfree': readCookie('6monthsfree'),
  });
  return cookie ? FREE_PERIOD_COOKIES[cookie] : 0;
}

/**
 * The banners of a visit (spec §2): a referral's bonus (or an unknown referral link), a business
 * partner's welcome, the post-expiry offer, and the free-period offer of spec §9's cookies —
 * shown only when the offer has such a price, and only to new users (spec §5).
 */
export function OrderBanners({ data }: { readonly data: OrderData }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { referral, partner, postExpiry, customer, offer } = data;
  const newUser = !customer || isNewUser(customer.subscriptions);
  const freeMonths = freePeriodMonths();
  const freeOffer =
    freeMonths > 0 &&
    offer.products.some((p) =>
      p.prices.some((price) => monthsSold(price.freePeriod) === freeMonths),
    );
  const hasFreePeriods = offer.products.some((p) => p.prices.some((x) => x.freePeriod.length > 0));
  const banners: ReactNode[] = [];
  if (partner)
    banners.push(
      <Banner key="partner" tone="offer">
        {t('order.banners.partner', { partner: partner.name, brand: getPageConfig().brandName })}
      </Banner>,
    );
  if (postExpiry)
    banners.push(
      <Banner key="post-expiry" tone="offer">
        {t('order.banners.postExpiry')}
      </Banner>,
    );
  // Issue 24 item 9: a referral's free month is a free period, refused to a customer who is not
  // new (spec §5) — the page says so instead of promising it.
  if (referral.status === 'valid' && newUser)
    banners.push(
      <Banner key="referral" tone="offer">
        {t('order.banners.referral', { count: referral.bonus.freeMonths })}
      </Banner>,
    );
  if (referral.status === 'invalid')
    banners.push(
      <Banner key="referral-invalid" tone="info">
        {t('order.banners.referralInvalid')}
      </Banner>,
    );
  if (freeOffer && newUser)
    banners.push(
      <Banner key="free-period" tone="offer">
        {t('order.banners.freePeriod', { count: freeMonths })}
      </Banner>,
    );
  if (!newUser && (hasFreePeriods || freeMonths > 0 || referral.status === 'valid'))
    banners.push(
      <Banner key="new-users-only" tone="info">
        {t('order.banners.newUsersOnly')}
      </Banner>,
    );
  return banners.length ? <div className="space-y-3">{banners}</div> : null;
}
