import type { GatewayPaymentIntent, PaymentIntentBody } from '@halyard/contract';
import { checkSubscriptionChange, type Money } from '@halyard/domain';
import type { VatIdLookup } from '../../invoices/billing-details.repository';
import type { Clock } from '../../../clock';
import { HttpError, notFound, unauthorized } from '../../../http/http-error';
import type { Catalog } from '../../catalog/catalog.service';
import { hashClientSecret, newClientSecret } from '../../payments/client-secret';
import { customerReference } from '../../payments/gateway-customer';
import { GatewayRequestError, GatewayUnavailableError } from '../../payments/gateway-errors';
import type { PaymentGateway, PaymentSourceDetails } from '../../payments/payment-gateway';
import type { Tax } from '../../tax/tax.service';
import { checkoutFailure, gatewayUnavailable, validationFailed } from '../checkout-errors';
import { residenceOf } from '../checkout-inputs';
import { buyerTaxId } from '../pricing/buyer-tax-id';
import { billingDetailsDigest } from '../../invoices/billing-details-input';
import { buildPromotedOrder } from '../pricing/promoted-order';
import type { Promotions } from '../../promotions/promotions.service';
import type { PaymentIntentsRepository } from './payment-intents.repository';
import type { SubscriptionFactsRepository } from '../purchase/subscription-facts.repository';

/** Where the 3-D Secure and PayPal pages send the buyer back when the SPA names no page. */
export const DEFAULT_RETURN_PATH = '/checkout';

/** An intent nobody paid with for this long can no longer pay (decision 0101). */
export const INTENT_LIFETIME_MS = 60 * 60_000;

export interface PaymentIntentDeps {
  readonly gateway: PaymentGateway;
  readonly intents: PaymentIntentsRepository;
  readonly facts: SubscriptionFactsRepository;
  readonly catalog: Catalog;
  readonly tax: Tax;
  readonly clock: Clock;
  /** A signed-in buyer's VAT ID (issue 22: EU reverse charge); absent, none applies. */
  readonly vatIdOf?: VatIdLookup;
  /** Issue 22 item 4: the order's promotion code is priced in. */
  readonly promotions: Promotions;
}

const TOKEN_KIND = { card: 'card', apple_pay: 'apple_pay', google_pay: 'google_pay' } as const;

/** Field errors of the order, under `order.` where the intent body has them. */
const underOrder = (error: unknown): unknown =>
  error instanceof HttpError && error.fields
    ? new HttpError(
        error.status,
        error.code,
        error.message,
        Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [`order.${k}`, v])),
      )
    : error;

/**
 * spec §7 POST /api/v1/payment-intent (decisions 0020, 0101): a gateway intent for every method.
 * PayPal answers requires_action with the approval page; a card or wallet token — with the client
 * secret its tokenise answer gave this browser — is confirmed on the intent here (authorised,
 * failed, or a 3-D Secure challenge to pass). The amount and currency are the server's price of
 * `order`, tax included; the answer carries a new client secret that the checkout must send back
 * (we keep its hash), and the intent expires unused after an hour. Ours keeps the flow, the
 * subscription an edit / add-on changes, the signed-in user and the token's brand, last4 and
 * expiry.
 */
export function createPaymentIntentService(deps: PaymentIntentDeps) {
  async function verifiedSource(body: PaymentIntentBody): Promise<PaymentSourceDetails | null> {
    const given = body.paymentSource;
    if (body.paymentMethodType === 'paypal_express_checkout') {
      if (given) throw validationFailed({ 'paymentSource.token': 'PayPal takes no token.' });
      return null;
    }
    if (!given) {
      // The provider's own fields collect and confirm the card on the intent (decision 0151).
      if (deps.gateway.cardEntry.kind === 'provider_fields') return null;
      throw validationFailed({ 'paymentSource.token': 'Tokenise the payment first.' });
    }
    // An unknown token and another client's token (its secret is not this one) answer alike.
    const source = await deps.gateway.verifyPaymentSource(given.token, given.clientSecret);
    if (!source)
      throw validationFailed({
        'paymentSource.token': 'This payment could not be used. Enter the payment details again.',
      });
    if (source.kind !== TOKEN_KIND[body.paymentMethodType])
      throw validationFailed({ 'paymentSource.token': `Not a ${body.paymentMethodType} token.` });
    return source;
  }

  async function checkFlow(tenantId: string, userId: string | null, body: PaymentIntentBody) {
    const { flow } = body;
    if (flow !== 'edit_subscription' && flow !== 'add_addon') return null;
    if (!userId) throw unauthorized();
    const id = body.editSubscriptionFlowDetails?.subscriptionId;
    if (!id) throw validationFailed({ 'editSubscriptionFlowDetails.subscriptionId': 'Required.' });
    const sub = (await deps.facts.forUser(tenantId, userId)).find((s) => s.subscription_id === id);
    if (!sub) throw notFound('Subscription');
    const allowed = checkSubscriptionChange(flow, sub, deps.clock.now());
    if (!allowed.ok)
      throw checkoutFailure(
        'not-allowed',
        'subscription_not_changeable',
        'This subscription cannot be changed here.',
      );
    return id;
  }

  /** The server's total of what the intent pays for; the client's amount is an expectation. */
  async function amountOf(
    tenantId: string,
    userId: string | null,
    body: PaymentIntentBody,
    now: Date,
  ): Promise<{ total: Money; billingDetailsHash: string | null }> {
    const { order } = body;
    const catalog = await deps.catalog.forTenant(tenantId);
    let total: Money;
    let billingDetailsHash: string | null;
    try {
      // Decision 0198: company details given with the order price it; the intent is bound to them.
      const { details, vatId } = await buyerTaxId(
        order.billingDetails,
        order.customer.residenceCountry,
        { lookup: deps.vatIdOf, tenantId, userId },
      );
      billingDetailsHash = billingDetailsDigest(details);
      const residence = { ...residenceOf(order.customer), vatId };
      const input = { ...order, flow: body.flow, residence };
      // The code's buyer limits wait for the checkout; the amount does not depend on them.
      const args = [catalog, deps.tax, input, now] as const;
      const priced = await buildPromotedOrder(deps.promotions, tenantId, [...args], null);
      total = priced.totals.total;
    } catch (error) {
      throw underOrder(error);
    }
    if (body.amount.currency !== total.currency)
      throw validationFailed({ 'amount.currency': `The order is in ${total.currency}.` });
    // spec §7 sends "amount zero": no expectation. Any other amount must be the server's total.
    if (body.amount.unscaledValue !== 0 && body.amount.unscaledValue !== total.unscaledValue)
      throw validationFailed({
        'amount.unscaledValue': `The order's total is ${total.unscaledValue} (minor units).`,
      });
    return { total, billingDetailsHash };
  }

  return {
    async create(
      tenantId: string,
      userId: string | null,
      body: PaymentIntentBody,
    ): Promise<string> {
      const now = deps.clock.now();
      const subscriptionId = await checkFlow(tenantId, userId, body);
      const { total, billingDetailsHash } = await amountOf(tenantId, userId, body, now);
      try {
        const source = await verifiedSource(body);
        const intent = await deps.gateway.createPaymentIntent({
          methodType: body.paymentMethodType,
          amount: total.unscaledValue,
          currency: total.currency,
          ...(source && { token: source.token }),
          returnUrl: body.returnUrl ?? DEFAULT_RETURN_PATH,
          customer: { reference: customerReference(tenantId, userId) },
        });
        const clientSecret = newClientSecret(intent.id);
        const expiresAt = new Date(now.getTime() + INTENT_LIFETIME_MS);
        await deps.intents.insert(
          {
            tenantId,
            gatewayIntentId: intent.id,
            methodType: intent.methodType,
            amount: intent.amount,
            currency: intent.currency,
            flow: body.flow,
            subscriptionId,
            userId,
            source,
            clientSecretHash: hashClientSecret(clientSecret),
            expiresAt,
            billingDetailsHash,
          },
          now,
        );
        const view: GatewayPaymentIntent = {
          object: 'payment_intent',
          id: intent.id,
          status: intent.status,
          amount: intent.amount,
          currency_code: intent.currency,
          payment_method_type: intent.methodType,
          gateway: deps.gateway.name,
          action_url: intent.actionUrl,
          decline_code: intent.declineCode,
          client_secret: clientSecret,
          expires_at: expiresAt.toISOString(),
          provider_client_secret: intent.providerClientSecret,
        };
        return JSON.stringify(view);
      } catch (error) {
        if (error instanceof GatewayUnavailableError) throw gatewayUnavailable();
        if (error instanceof GatewayRequestError)
          throw new HttpError(400, 'payment_source_invalid', error.message);
        throw error;
      }
    },
  };
}

export type PaymentIntentService = ReturnType<typeof createPaymentIntentService>;
