import type { ReferralBonus } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import {
  businessPartnerFor,
  checkSubscriptionChange,
  chooseCurrency,
  DEFAULT_OFFER_IDS,
  isPostExpiryCustomer,
  offerKindFor,
  type BusinessPartner,
  type CheckoutFlow,
  type Currency,
  type LanguageCode,
} from '@halyard/domain';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { impliedCountry } from '@/app/storefront/included-tax';
import { loadOffer, type Offer } from '@/app/storefront/offer';
import { loadCustomer, type Customer, type StoreSubscription } from '@/app/storefront/visitor';

/** The referral of a `?referrerId=` link: none, its bonus, or a link the server does not know. */
export type ReferralState =
  | { readonly status: 'none' }
  | { readonly status: 'valid'; readonly bonus: ReferralBonus }
  | { readonly status: 'invalid' };

/** Everything the order page shows, read once per visit (and again when the currency changes). */
export interface OrderData {
  readonly offer: Offer;
  readonly currency: Currency;
  readonly customer: Customer | null;
  readonly referral: ReferralState;
  readonly partner: BusinessPartner | null;
  readonly postExpiry: boolean;
  /** The subscription `?flow=edit_subscription&subscription=` changes, when it is the customer's. */
  readonly editTarget: StoreSubscription | null;
  /** Issue 24 item 5: the subscription `?flow=add_addon&subscription=` adds add-ons to. */
  readonly addonTarget: StoreSubscription | null;
}

export type OrderLoad = { readonly ok: true; readonly data: OrderData } | { readonly ok: false };

async function loadReferral(search: URLSearchParams): Promise<ReferralState> {
  const referrerId = search.get('referrerId')?.trim();
  if (!referrerId) return { status: 'none' };
  const referralCampaignId = search.get('referralCampaignId')?.trim() || undefined;
  try {
    const bonus = await callApi(routes.getReferralBonus, {
      query: { referrerId, ...(referralCampaignId && { referralCampaignId }) },
    });
    return { status: 'valid', bonus };
  } catch (error) {
    if (isApiError(error) && error.status < 500) return { status: 'invalid' };
    throw error;
  }
}

/**
 * spec §9 which offer a visit sees (decision 0015): `?offer=` when given; else special for a
 * business partner's visitor or a post-expiry customer, referral for a valid referral link
 * (the id the referral bonus names), else regular. The likely offer is fetched at once, beside
 * the session and referral calls, and fetched again only if they change the answer.
 */
export async function loadOrder(
  search: URLSearchParams,
  language: LanguageCode,
): Promise<OrderLoad> {
  const explicit = search.get('offer')?.trim() || null;
  const partner = businessPartnerFor(search.get('partner'));
  const currency = chooseCurrency({ requested: search.get('currency'), language });
  const guessKind = offerKindFor({
    special: partner !== null,
    referrerId: search.get('referrerId'),
  });
  const guessId = explicit ?? DEFAULT_OFFER_IDS[guessKind];
  const country = impliedCountry(language);
  const guess = loadOffer(guessId, currency, undefined, country).catch(() => null);
  const [customer, referral] = await Promise.all([
    loadCustomer().catch(() => null),
    loadReferral(search).catch((): ReferralState => ({ status: 'none' })),
  ]);
  const postExpiry = customer
    ? isPostExpiryCustomer(customer.user, customer.subscriptions, new Date())
    : false;
  const kind = offerKindFor({
    special: partner !== null || postExpiry,
    referrerId: referral.status === 'valid' ? referral.bonus.referrerId : null,
  });
  const offerId =
    explicit ??
    (kind === 'referral' && referral.status === 'valid'
      ? referral.bonus.offerId
      : DEFAULT_OFFER_IDS[kind]);
  const offer =
    offerId === guessId
      ? await guess
      : await loadOffer(offerId, currency, undefined, country).catch(() => null);
  if (!offer) return { ok: false };
  const editId = search.get('flow') === 'edit_subscription' ? search.get('subscription') : null;
  const editTarget = customer?.subscriptions.find((s) => s.subscription_id === editId) ?? null;
  const addonId = search.get('flow') === 'add_addon' ? search.get('subscription') : null;
  const addonTarget =
    customer?.subscriptions.find(
      (s) =>
        s.subscription_id === addonId && checkSubscriptionChange('add_addon', s, new Date()).ok,
    ) ?? null;
  return {
    ok: true,
    data: { offer, currency, customer, referral, partner, postExpiry, editTarget, addonTarget },
  };
}

/** The flow the order page's plans are bought with: an edit when editing, else the default. */
export type OrderFlow = Extract<
  CheckoutFlow,
  'order' | 'additional_purchase' | 'edit_subscription'
>;
