import { useId } from 'react';
import {
  displayState,
  formatMoney,
  hasActiveAutobillFailed,
  renewsAutomatically,
  subscriptionActions,
  type DisplayState,
  type Tier,
} from '@halyard/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useIncludedTaxNote } from '@/app/included-tax-note';
import type { PortalSubscription } from '@/app/subscriptions-query';
import type { Language } from '@/i18n/locales';
import { useLanguage } from '@/i18n/use-language';
import { AddonList } from './addon-list';
import { AutobillToggle, offersAutobillSwitch } from './autobill-toggle';
import { DunningBanner } from './dunning-banner';
import { paymentMethodLabel } from '@/app/payment-method-label';
import { RenewNowDialog } from './renew-now-dialog';
import { StatusPill } from './status-pill';
import { SubscriptionLinks } from './subscription-links';
import { Fact } from '@/ui/fact';

const TIER_NAMES: Record<Tier, 'tiers.basic' | 'tiers.premium' | 'tiers.vip'> = {
  TIER_BASIC: 'tiers.basic',
  TIER_PREMIUM: 'tiers.premium',
  TIER_VIP: 'tiers.vip',
};

const ENDED: ReadonlySet<DisplayState> = new Set(['expired', 'cancelled', 'revoked']);

/** The sentence under the pill: what the state means and its date (spec §4 conditions). */
function stateDetail(
  t: TFunction,
  sub: PortalSubscription,
  state: DisplayState,
  language: Language,
  now: Date,
) {
  const date = (instant: string | null) => (instant ? formatDate(instant, language) : null);
  const next = date(sub.next_payment_date);
  switch (state) {
    case 'revoked':
      return t('dashboard.detail.revoked');
    case 'grace': {
      const failed = date(sub.auto_bill_failed_on) ?? next;
      return failed ? t('dashboard.detail.grace', { date: failed }) : null;
    }
    case 'trial':
      if (!next) return null;
      return sub.auto_billing_enabled
        ? t('dashboard.detail.trialConverts', { date: next })
        : t('dashboard.detail.trialEnds', { date: next });
    case 'active':
      if (!next) return null;
      return renewsAutomatically(sub, now)
        ? t('dashboard.detail.active', { date: next })
        : t('dashboard.detail.endsOn', { date: next });
    default:
      return next ? t(`dashboard.detail.${state}`, { date: next }) : null;
  }
}

interface Fact {
  readonly term: string;
  readonly value: string;
  /** Decision 0196 addendum: "incl. 19 % VAT (Germany): €24.26" under a gross amount. */
  readonly note?: string | null;
}

/** Next charge (date, amount, method), or what remains of it once the subscription will not renew. */
function billingFacts(
  t: TFunction,
  sub: PortalSubscription,
  state: DisplayState,
  language: Language,
  now: Date,
  note: string | null,
): Fact[] {
  const method = { term: t('dashboard.facts.method'), value: paymentMethodLabel(t, sub) };
  if (ENDED.has(state)) return [method];
  const amount = formatMoney(sub.renewal_price, language.code);
  if (renewsAutomatically(sub, now) && sub.next_payment_date) {
    return [
      {
        term:
          state === 'grace' ? t('dashboard.facts.paymentDue') : t('dashboard.facts.nextPayment'),
        value: formatDate(sub.next_payment_date, language),
      },
      { term: t('dashboard.facts.amount'), value: amount, note },
      method,
    ];
  }
  return [
    { term: t('dashboard.facts.nextPayment'), value: t('dashboard.facts.autoRenewOff') },
    { term: t('dashboard.facts.renewalPrice'), value: amount, note },
    method,
  ];
}

/** One subscription at a glance (DESIGN.md "Dashboard"). */
export function SubscriptionCard({
  sub,
  now,
}: {
  readonly sub: PortalSubscription;
  readonly now: Date;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const state = displayState(sub, now);
  const detail = stateDetail(t, sub, state, language, now);
  const actions = subscriptionActions(sub, now);
  const includedTax = useIncludedTaxNote()(sub.included_tax);

  return (
    <article aria-labelledby={titleId} className="rounded-card bg-surface p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-xl font-bold">
            {sub.product_name ?? t(TIER_NAMES[sub.tier])}
          </h3>
          <p className="text-sm text-ink-muted">
            {t('dashboard.planLength', { count: sub.next_billing_cycle })}
          </p>
        </div>
        <StatusPill state={state} paymentFailed={hasActiveAutobillFailed(sub)} />
      </div>
      {detail ? <p className="mt-3">{detail}</p> : null}
      {sub.dunning ? <DunningBanner sub={sub} dunning={sub.dunning} /> : null}
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-3">
        {billingFacts(t, sub, state, language, now, includedTax).map((fact) => (
          <Fact key={fact.term} term={fact.term} className="font-semibold" note={fact.note}>
            {fact.value}
          </Fact>
        ))}
      </dl>
      {sub.renewal_discount_percent ? (
        <p className="mt-2 text-sm font-medium text-success-800">
          {t('lifecycle.discount', { percent: sub.renewal_discount_percent })}
        </p>
      ) : null}
      {sub.addons.length > 0 ? <AddonList addons={sub.addons} /> : null}
      {offersAutobillSwitch(sub, now) ? <AutobillToggle sub={sub} /> : null}
      {actions.primary === 'retry-payment' &&
      state !== 'expired' &&
      (!sub.dunning || sub.dunning.state === 'retrying') ? (
        <RenewNowDialog sub={sub} />
      ) : null}
      <SubscriptionLinks
        krn={sub.krn}
        plan={{ tier: sub.tier, months: sub.next_billing_cycle }}
        actions={actions}
        state={state}
        hasCard={sub.cc_info !== null}
      />
    </article>
  );
}
