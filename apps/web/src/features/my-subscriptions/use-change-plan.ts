import { useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { V2Checkout } from '@halyard/contract';
import { chargeOutcomeErrorKey, DEFAULT_OFFER_IDS, type Currency } from '@halyard/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { loadOffer, planProducts } from '@/app/storefront/offer';
import { errorText, paymentErrorText } from '@/app/storefront/payment-errors';
import { subscriptionsQuery, type PortalSubscription } from '@/app/subscriptions-query';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';

/**
 * spec §4 "edit subscription", the dialog's state and server calls: the regular offer's plans in
 * the subscription's currency, the chosen tier and price, the server's estimate of what changes
 * (PUT /api/v2/checkout/estimate) and one payment per opening (POST /api/v2/checkout/, one
 * attempt id), with the failure to show.
 */
export function useChangePlan(sub: PortalSubscription, open: boolean) {
  const { t: tc } = useTranslation(CHECKOUT_NS);
  const queryClient = useQueryClient();
  const [tier, setTier] = useState<string>(sub.tier);
  const [priceId, setPriceId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  const currency = sub.renewal_price.currency as Currency;
  const offerId = DEFAULT_OFFER_IDS.regular;

  const offer = useQuery({
    queryKey: ['offer', offerId, currency],
    queryFn: ({ signal }) => loadOffer(offerId, currency, signal),
    enabled: open,
    staleTime: 300_000,
  });
  const products = offer.data ? planProducts(offer.data) : [];
  const product = products.find((p) => p.tier === tier) ?? null;
  const price = product?.prices.find((p) => p.id === priceId) ?? null;
  const order = {
    flow: 'edit_subscription' as const,
    subscriptionId: sub.subscription_id,
    offerId,
    priceId: priceId ?? '',
    priceIds: [],
  };
  const preview = useQuery({
    queryKey: ['v2-estimate', sub.subscription_id, priceId],
    queryFn: ({ signal }) => callApi(routes.v2CheckoutEstimate, { body: order, signal }),
    enabled: open && priceId !== null,
  });
  const pay = useMutation({
    mutationFn: () =>
      callApi(routes.v2CheckoutStart, {
        // spec §7 isTaxable: the server's decision the preview showed (decision 0100).
        body: {
          ...order,
          ...(preview.data && { isTaxable: preview.data.isTaxable }),
          attempt,
          returnUrl: window.location.pathname,
        },
      }),
    onSuccess: async (result: V2Checkout) => {
      if (result.status === 'requires_action' && result.action) {
        window.location.assign(result.action.url);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
    },
  });
  const outcomeKey = pay.data ? chargeOutcomeErrorKey(pay.data) : null;
  const failure = pay.isError
    ? errorText(tc, pay.error)
    : outcomeKey
      ? paymentErrorText(tc, outcomeKey)
      : null;

  return {
    offer,
    /** The VAT the catalogue's prices contain for this customer, as the server read it. */
    includedTax: sub.included_tax,
    products,
    product,
    price,
    tier,
    priceId,
    preview,
    pay,
    failure,
    chooseTier: (value: string) => {
      setTier(value);
      setPriceId(null);
    },
    choosePrice: setPriceId,
    /** A new opening: the subscription's own tier, no price, a new attempt id. */
    reset: () => {
      setTier(sub.tier);
      setPriceId(null);
      setAttempt(crypto.randomUUID());
      pay.reset();
    },
  };
}

export type ChangePlan = ReturnType<typeof useChangePlan>;
