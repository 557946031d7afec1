import type { GatewayPaymentIntent, PaymentMethodType } from '@halyard/contract';
import {
  ORDER_API_COOKIE,
  usesOrderPaymentIntentPath,
  type CheckoutFlow,
  type Currency,
} from '@halyard/domain';
import { callApi } from '@/app/api-client';
import { readCookie } from '@/app/cookies';
import { api } from '@/app/storefront/routes';

export { tokeniseCard, type TokenResult } from '@/app/card-token';

/** Apple Pay or Google Pay: the gateway's wallet sheet answers with a token (the sandbox's at once). */
export async function walletToken(wallet: 'apple_pay' | 'google_pay'): Promise<string> {
  return (await callApi(api.walletToken, { body: { wallet } })).id;
}

/**
 * spec §7 payment intent: amount zero in the order's currency (it authorises the total), the
 * flow, the subscription an edit or add-on changes, and where 3-D Secure or PayPal sends the buyer
 * back. The path follows the spec's cookie flag (domain `usesOrderPaymentIntentPath`).
 */
export async function createIntent(input: {
  readonly methodType: PaymentMethodType;
  readonly currency: Currency;
  readonly flow: CheckoutFlow;
  readonly subscriptionId: string | null;
  readonly token: string | null;
  readonly returnUrl: string;
}): Promise<GatewayPaymentIntent> {
  const route = usesOrderPaymentIntentPath({
    [ORDER_API_COOKIE]: readCookie(ORDER_API_COOKIE),
  })
    ? api.createOrderPaymentIntent
    : api.createPaymentIntent;
  const { chargebeeBody } = await callApi(route, {
    body: {
      amount: { unscaledValue: 0, scale: 2, currency: input.currency },
      paymentMethodType: input.methodType,
      flow: input.flow,
      ...(input.subscriptionId && {
        editSubscriptionFlowDetails: { subscriptionId: input.subscriptionId },
      }),
      ...(input.token && { paymentSource: { token: input.token } }),
      returnUrl: input.returnUrl,
    },
  });
  // spec §7: "a chargebeeBody string that is parsed as JSON".
  return JSON.parse(chargebeeBody) as GatewayPaymentIntent;
}
