import {
  checkSubscriptionChange,
  displayState,
  formatMoney,
  isAddonExpired,
  renewsAutomatically,
  type Tier,
} from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addonOrderPath } from '@/app/addon-order-link';
import { formatDate } from '@/app/format';
import { useIncludedTaxNote } from '@/app/included-tax-note';
import { subscriptionsQuery, type PortalSubscription } from '@/app/subscriptions-query';
import { useNow } from '@/app/use-now';
import { QueryPage } from '@/app/query-page';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { EmptyCard } from '@/ui/query-states';
import { ChangePlanDialog } from './change-plan-dialog';
import { paymentMethodLabel } from '@/app/payment-method-label';
import { RefundPanel } from './refund-panel';
import { Fact } from '@/ui/fact';

const TIERS: Record<Tier, 'tiers.basic' | 'tiers.premium' | 'tiers.vip'> = {
  TIER_BASIC: 'tiers.basic',
  TIER_PREMIUM: 'tiers.premium',
  TIER_VIP: 'tiers.vip',
};

/** One subscription in detail: plan, dates, price, method, what it includes, add-ons. */
function PlanDetails({ sub, now }: { readonly sub: PortalSubscription; readonly now: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizePath();
  const state = displayState(sub, now);
  const includedTax = useIncludedTaxNote();
  const date = (instant: string | null) => (instant ? formatDate(instant, language) : '—');
  const facts = [
    { term: t('mySubscriptions.facts.state'), value: t(`dashboard.state.${state}`) },
    { term: t('mySubscriptions.facts.purchased'), value: date(sub.purchase_date) },
    {
      term: renewsAutomatically(sub, now)
        ? t('mySubscriptions.facts.renews')
        : t('mySubscriptions.facts.ends'),
      value: date(sub.next_payment_date),
    },
    {
      term: t('mySubscriptions.facts.renewalPrice'),
      value: formatMoney(sub.renewal_price, language.code),
      note: includedTax(sub.included_tax),
    },
    {
      term: t('mySubscriptions.facts.method'),
      value: paymentMethodLabel(t, sub),
    },
  ];
  const addons = sub.addons.filter((a) => !isAddonExpired(a, now));
  const canChange =
    checkSubscriptionChange('edit_subscription', sub, now).ok && state !== 'expired';

  return (
    <article
      aria-labelledby={`plan-${sub.subscription_id}`}
      className="rounded-card bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id={`plan-${sub.subscription_id}`} className="text-xl font-bold">
        {t('mySubscriptions.plan', {
          tier: sub.product_name ?? t(TIERS[sub.tier]),
          count: sub.next_billing_cycle,
        })}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <Fact
            key={fact.term}
            term={fact.term}
            className="font-semibold"
            note={'note' in fact ? fact.note : null}
          >
            {fact.value}
          </Fact>
        ))}
      </dl>
      {sub.entitlements.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-ink-muted">{t('mySubscriptions.includes')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {sub.entitlements.map((e) => (
              <li key={e.id} className="rounded-full bg-surface-muted px-3 py-1 text-sm">
                {e.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4">
        <h3 className="text-sm font-semibold text-ink-muted">{t('mySubscriptions.addons')}</h3>
        {addons.length === 0 ? (
          <p className="mt-1">{t('mySubscriptions.noAddons')}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {addons.map((addon) => (
              <li key={addon.krn}>
                {t(`mySubscriptions.addonTypes.${addon.addon_type}`)}
                {addon.expires_at
                  ? ` · ${t('dashboard.addons.until', { date: date(addon.expires_at) })}`
                  : ''}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        {canChange ? <ChangePlanDialog sub={sub} /> : null}
        {canChange ? (
          <Button asChild variant="secondary">
            <Link to={localize(addonOrderPath(sub))}>{t('mySubscriptions.buyAddons')}</Link>
          </Button>
        ) : null}
      </div>
      <RefundPanel sub={sub} />
    </article>
  );
}

/** spec §2 My Subscription (/my-subscriptions): plans in detail, changes and the guarantee. */
export function MySubscriptionsPage() {
  const { t } = useTranslation();
  const now = useNow();
  const localize = useLocalizePath();

  return (
    <QueryPage
      title={t('pages.mySubscriptions')}
      intro={
        <>
          {t('mySubscriptions.intro')}{' '}
          <Link className="font-medium text-brand-700 underline" to={localize('/invoices')}>
            {t('mySubscriptions.history')}
          </Link>
        </>
      }
      read={subscriptionsQuery}
      loading={
        <LoadingRegion label={t('app.loading')}>
          <Skeleton className="h-80 w-full" />
        </LoadingRegion>
      }
      failed={t('dashboard.failed')}
      empty={<EmptyCard>{t('dashboard.empty')}</EmptyCard>}
    >
      {(subs) => subs.map((sub) => <PlanDetails key={sub.krn} sub={sub} now={now} />)}
    </QueryPage>
  );
}
