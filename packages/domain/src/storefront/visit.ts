import type { CheckoutFlow } from '../checkout/enums';
import { isEligibleSubscription, navigationType } from '../navigation/navigation-type';
import type { Subscription, UserData } from '../subscriptions/types';

/**
 * The flow a plan bought from the order page runs (spec §4 flows, decision 0022): `order` for
 * someone without a running subscription; a customer who has an eligible one buys another
 * through `additional_purchase` (the server refuses `order` to them).
 */
export function defaultCheckoutFlow(
  subscriptions: readonly Pick<Subscription, 'active' | 'next_payment_date' | 'state'>[],
  now: Date,
): Extract<CheckoutFlow, 'order' | 'additional_purchase'> {
  return subscriptions.some((sub) => isEligibleSubscription(sub, now))
    ? 'additional_purchase'
    : 'order';
}

/**
 * spec §2 post-expiry offers: a signed-in customer who had subscriptions and whose navigation
 * type is `expired` (none still gives a working VPN) is offered the special offer (decision 0015).
 */
export function isPostExpiryCustomer(
  user: UserData | null,
  subscriptions: readonly Subscription[],
  now: Date,
): boolean {
  return subscriptions.length > 0 && navigationType(user, subscriptions, now) === 'expired';
}

/**
 * spec §2 business-partner banners: the partners whose visitors (`?partner=<id>`) see a banner
 * and the special offer (decision 0015). A small configuration table (decision 0051); the
 * names are the partners' own, shown as they write them.
 */
export const BUSINESS_PARTNERS = [
  { id: 'contoso', name: 'Contoso Bank' },
  { id: 'fabrikam', name: 'Fabrikam Mobile' },
] as const;
export type BusinessPartner = (typeof BUSINESS_PARTNERS)[number];

/** The partner of a `?partner=` value (compared in lower case), or null. */
export function businessPartnerFor(id: string | null | undefined): BusinessPartner | null {
  const key = (id ?? '').trim().toLowerCase();
  return BUSINESS_PARTNERS.find((partner) => partner.id === key) ?? null;
}
