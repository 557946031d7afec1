import type { DisplayState, SubscriptionActions, SubscriptionLink } from '@halyard/domain';
import { subscriptionLinks } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import type en from '@/i18n/locales/en/translation.json';

type LinkKey = `dashboard.links.${keyof typeof en.dashboard.links}`;

/** The links that open portal pages; the rest are help-centre articles of the public site. */
const PORTAL_LINKS: ReadonlySet<SubscriptionLink> = new Set([
  'retry-payment',
  'update-payment-method',
  'payment-history',
  'buy-again',
]);

/** What each link says, for the card it is on (exhaustive over spec §2's links). */
function labelKey(link: SubscriptionLink, state: DisplayState, hasCard: boolean): LinkKey {
  switch (link) {
    case 'retry-payment':
      return state === 'expired' ? 'dashboard.links.renew' : 'dashboard.links.retryPayment';
    case 'buy-again':
      return 'dashboard.links.renew';
    case 'update-payment-method':
      return hasCard ? 'dashboard.links.updatePaymentMethod' : 'dashboard.links.addPaymentMethod';
    case 'payment-history':
      return 'dashboard.links.paymentHistory';
    case 'autobill-failed-help':
      return 'dashboard.links.autobillFailedHelp';
    case 'ios-help':
      return 'dashboard.links.iosHelp';
    case 'ios-update':
      return 'dashboard.links.iosUpdate';
    case 'play-store-help':
      return 'dashboard.links.playStoreHelp';
    case 'play-store-update':
      return 'dashboard.links.playStoreUpdate';
  }
}

/** spec §2 links of a subscription block: the prominent one as a button, the others as links. */
export function SubscriptionLinks({
  krn,
  plan,
  actions,
  state,
  hasCard,
}: {
  readonly krn: string;
  /** The plan an ended subscription is bought again with (issue 24 item 4). */
  readonly plan: { readonly tier: string; readonly months: number | null };
  readonly actions: SubscriptionActions;
  readonly state: DisplayState;
  readonly hasCard: boolean;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const hrefs = subscriptionLinks(krn, plan);

  const anchor = (link: SubscriptionLink, className?: string) => {
    const text = t(labelKey(link, state, hasCard));
    return PORTAL_LINKS.has(link) ? (
      <Link to={localize(hrefs[link])} className={className}>
        {text}
      </Link>
    ) : (
      <a href={hrefs[link]} className={className}>
        {text}
      </a>
    );
  };

  if (!actions.primary && actions.others.length === 0) return null;
  return (
    <div className="mt-5 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:flex-wrap sm:items-center">
      {actions.primary ? <Button asChild>{anchor(actions.primary)}</Button> : null}
      {actions.others.length > 0 ? (
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {actions.others.map((link) => (
            <li key={link}>
              {anchor(
                link,
                'inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800',
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
