import { timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import type {
  CardEntry,
  ChargeInput,
  ChargeResult,
  CreatePaymentIntentInput,
  GatewayChargeRecord,
  GatewayRefundRecord,
  PaymentGateway,
  PaymentIntent,
  PaymentSourceDetails,
  RefundInput,
  RefundResult,
  SetupInput,
  SetupSession,
} from '../payment-gateway';
import { oldestChargeFirst } from '../payment-gateway';
import { chargeWithStripe } from './stripe-charge';
import type { StripeContext } from './stripe-context';
import { customerFor } from './stripe-customers';
import { stripeCall, stripeFind } from './stripe-errors';
import { createStripeIntent } from './stripe-intents';
import { createStripeRecords } from './stripe-records.repository';
import { isOurRefund, refundResult, refundWithStripe } from './stripe-refund';
import { chargeRecord, idOf, intentView, sourceView } from './stripe-views';

export interface StripeGatewayOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly stripe: Stripe;
  readonly publishableKey: string;
  /** Our site's origin (PUBLIC_URL): Stripe sends customers back to absolute URLs. */
  readonly publicUrl: string;
}

/** Constant time, like decision 0101's comparison of our own client secrets. */
function sameSecret(given: string, actual: string | null): boolean {
  if (!actual) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The most objects one Stripe list request answers. */
const STRIPE_LIST_LIMIT = 100;

/**
 * The Stripe adapter of the payments port (decision 0150), over the official SDK. Customers,
 * PaymentIntents (authorised in the browser's Payment Element or confirmed with a saved method,
 * captured by our charge; off-session for renewals), SetupIntents for saving a card, refunds;
 * every write under an idempotency key; the adapter's table remembers which key made which
 * object, so retries read Stripe's state instead of a 24-hour replay.
 */
export class StripeGateway implements PaymentGateway {
  /** Stripe retrieves one charge a request, and lists 100 (decision 0234). */
  readonly chargesPerRequest = { byId: 1, listed: STRIPE_LIST_LIMIT };
  readonly name = 'stripe';
  readonly cardEntry: CardEntry;
  private readonly ctx: StripeContext;

  constructor(private readonly options: StripeGatewayOptions) {
    this.cardEntry = {
      kind: 'provider_fields',
      provider: 'stripe',
      publishableKey: options.publishableKey,
    };
    this.ctx = {
      stripe: options.stripe,
      records: createStripeRecords(options.db),
      clock: options.clock,
      publicUrl: options.publicUrl,
    };
  }

  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    return createStripeIntent(this.ctx, input);
  }

  async retrievePaymentIntent(intentId: string): Promise<PaymentIntent | null> {
    const intent = await stripeFind(() => this.ctx.stripe.paymentIntents.retrieve(intentId));
    return intent && intentView(intent);
  }

  async describePaymentSource(token: string): Promise<PaymentSourceDetails | null> {
    if (!token.startsWith('pm_')) return null;
    const method = await stripeFind(() => this.ctx.stripe.paymentMethods.retrieve(token));
    return method && sourceView(method);
  }

  /**
   * A SetupIntent the browser confirmed in the Payment Element, with the client secret Stripe
   * gave that browser: the saved PaymentMethod it set up, or null for an unknown or unfinished
   * setup or a secret that is not its own (decision 0101).
   */
  async verifyPaymentSource(
    token: string,
    clientSecret: string,
  ): Promise<PaymentSourceDetails | null> {
    if (!token.startsWith('seti_')) return null;
    const setup = await stripeFind(() => this.ctx.stripe.setupIntents.retrieve(token));
    if (!setup || !sameSecret(clientSecret, setup.client_secret)) return null;
    const methodId = setup.status === 'succeeded' ? idOf(setup.payment_method) : null;
    return methodId ? this.describePaymentSource(methodId) : null;
  }

  charge(input: ChargeInput): Promise<ChargeResult> {
    return chargeWithStripe(this.ctx, input);
  }

  refund(input: RefundInput): Promise<RefundResult> {
    return refundWithStripe(this.ctx, input);
  }

  async startSetup(input: SetupInput): Promise<SetupSession> {
    const customer = await customerFor(this.ctx, input.customer, input.currentSource);
    const setup = await stripeCall(() =>
      this.ctx.stripe.setupIntents.create(
        {
          customer,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true },
          metadata: { customer_reference: input.customer.reference },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!setup.client_secret)
      throw new Error(`Stripe SetupIntent ${setup.id} has no client secret`);
    return {
      kind: 'provider_fields',
      provider: 'stripe',
      publishableKey: this.options.publishableKey,
      id: setup.id,
      clientSecret: setup.client_secret,
    };
  }

  /**
   * The PaymentIntents created in the period that have a charge, with its metadata: one list
   * request (100 intents, newest first) per page, each under the port's deadline. Stripe counts
   * in whole seconds: both ends are rounded down, so adjacent periods neither miss nor repeat.
   */
  async *chargePages(options: {
    readonly createdSince: Date;
    readonly createdBefore?: Date | undefined;
  }): AsyncGenerator<GatewayChargeRecord[]> {
    const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
    const { createdSince, createdBefore } = options;
    const created = {
      gte: seconds(createdSince),
      ...(createdBefore && { lt: seconds(createdBefore) }),
    };
    for (let startingAfter: string | undefined; ;) {
      const page = await stripeCall(() =>
        this.ctx.stripe.paymentIntents.list({
          limit: STRIPE_LIST_LIMIT,
          expand: ['data.latest_charge'],
          created,
          ...(startingAfter && { starting_after: startingAfter }),
        }),
      );
      yield page.data.flatMap((intent) => {
        const charge = intent.latest_charge;
        return charge && typeof charge !== 'string' ? [chargeRecord(intent, charge)] : [];
      });
      startingAfter = page.data.at(-1)?.id;
      if (!page.has_more || !startingAfter) return;
    }
  }

  /** Each charge retrieved, four at a time: Stripe has no call that takes many ids. */
  async findCharges(chargeIds: readonly string[]): Promise<GatewayChargeRecord[]> {
    const found: GatewayChargeRecord[] = [];
    for (let i = 0; i < chargeIds.length; i += 4) {
      const group = chargeIds.slice(i, i + 4).map((id) => this.retrieveCharge(id));
      for (const record of await Promise.all(group)) if (record) found.push(record);
    }
    return found.sort(oldestChargeFirst);
  }

  async listRefunds(chargeId: string): Promise<GatewayRefundRecord[]> {
    const refunds: GatewayRefundRecord[] = [];
    await stripeCall(async () => {
      for await (const refund of this.ctx.stripe.refunds.list({ charge: chargeId, limit: 100 }))
        if (refund.status === 'succeeded' || refund.status === 'pending')
          refunds.push({ ...refundResult(refund), ours: isOurRefund(refund) });
    }, 'unknown_charge');
    return refunds;
  }

  async retrieveCharge(chargeId: string): Promise<GatewayChargeRecord | null> {
    const charge = await stripeFind(() =>
      this.ctx.stripe.charges.retrieve(chargeId, { expand: ['payment_intent'] }),
    );
    const intent = charge?.payment_intent;
    return charge && intent && typeof intent !== 'string' ? chargeRecord(intent, charge) : null;
  }
}
