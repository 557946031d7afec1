import type { GatewayPaymentIntent, PaymentMethodType } from '@halyard/contract';
import {
  cardTokenError,
  expiryYearOf,
  ORDER_API_COOKIE,
  splitCardExpiry,
  usesOrderPaymentIntentPath,
  type CardField,
  type CheckoutFlow,
  type Currency,
  type FormMessageKey,
  type PaymentErrorKey,
} from '@halyard/domain';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { readCookie } from '@/app/cookies';
import { api } from '@/app/storefront/routes';

export type TokenResult =
  | { readonly ok: true; readonly token: string }
  | { readonly ok: false; readonly field: CardField; readonly key: FormMessageKey }
  | { readonly ok: false; readonly field: null; readonly key: PaymentErrorKey };

/**
 * The card goes to the gateway's tokenise endpoint, never to our API (ARCHITECTURE 5, PCI
 * SAQ-A shape); only the token travels on. A refusal names its field (domain `cardTokenError`).
 */
export async function tokeniseCard(card: {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly postalCode: string;
}): Promise<TokenResult> {
  const expiry = splitCardExpiry(card.expiry);
  try {
    const token = await callApi(api.cardToken, {
      body: {
        number: card.number.replace(/\s/g, ''),
        exp_month: Number(expiry?.month ?? 0),
        exp_year: expiryYearOf(expiry?.year ?? '') ?? 0,
        cvc: card.cvc.trim(),
        postal_code: card.postalCode.trim(),
      },
    });
    return { ok: true, token: token.id };
  } catch (error) {
    if (!isApiError(error, 400)) throw error;
    const refusal = cardTokenError(error.code);
    return refusal.kind === 'field'
      ? { ok: false, field: refusal.field, key: refusal.key }
      : { ok: false, field: null, key: refusal.key };
  }
}

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
