import type { FastifyInstance } from 'fastify';
import { getPaymentGateway, type CardEntry as CardEntryBody } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/route';
import { withGatewayTimeout } from './gateway-timeout';
import type { CardEntry, PaymentGateway } from './payment-gateway';
import { createProviderEvents, type ProviderEvents } from './provider-events.service';
import { SandboxGateway } from './sandbox/sandbox-gateway';
import { installSandboxHttp } from './sandbox/sandbox.plugin';
import { createStripeClient } from './stripe/stripe-client';
import { StripeGateway } from './stripe/stripe-gateway';
import { registerStripeWebhook } from './stripe/stripe-webhook.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments port (timeout-wrapped), for the areas that charge and for tests. */
    paymentGateway: PaymentGateway;
    /** Provider webhook events: higher layers subscribe to the kinds they act on (0153). */
    providerEvents: ProviderEvents;
  }
}

export interface PaymentsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Pick<Config, 'payments' | 'site' | 'brandName'>;
}

/** The card entry as the browser reads it (GET /api/v1/payment-gateway). */
export const cardEntryBody = (entry: CardEntry): CardEntryBody =>
  entry.kind === 'gateway_frame'
    ? { kind: 'gateway_frame', frame_url: entry.frameUrl }
    : { kind: 'provider_fields', provider: entry.provider, publishable_key: entry.publishableKey };

/** The sandbox, in this process, with its own HTTP surface and fault knobs. */
async function sandboxAdapter(app: FastifyInstance, { db, clock, config }: PaymentsDeps) {
  const { timeoutMs, sandbox: faults } = config.payments;
  const sandbox = new SandboxGateway({
    db,
    clock,
    seed: faults.seed,
    faults: {
      failureRate: faults.failureRate,
      timeoutRate: faults.timeoutRate,
      latencyMs: faults.latencyMs,
      hangMs: timeoutMs * 2 + 1000, // a dropped answer always outlasts our deadline
    },
  });
  await installSandboxHttp(app, sandbox, {
    site: config.site,
    merchantName: config.brandName,
  });
  return sandbox;
}

/**
 * Builds the configured gateway adapter — the sandbox (default) or Stripe (decision 0150) —,
 * registers its HTTP surface (the sandbox's pages; Stripe's webhook endpoint), and returns the
 * port with every call under GATEWAY_TIMEOUT_MS.
 */
export async function installPayments(
  app: FastifyInstance,
  deps: PaymentsDeps,
): Promise<PaymentGateway> {
  const { db, clock, config } = deps;
  const stripe = config.payments.stripe;
  const adapter: PaymentGateway = stripe
    ? new StripeGateway({
        db,
        clock,
        stripe: createStripeClient({ ...stripe, timeoutMs: config.payments.timeoutMs }),
        publishableKey: stripe.publishableKey,
        publicUrl: config.site.url,
      })
    : await sandboxAdapter(app, deps);
  const gateway = withGatewayTimeout(adapter, config.payments.timeoutMs);
  const events = createProviderEvents({ db, clock, log: app.log });
  await registerStripeWebhook(app, {
    webhookSecret: stripe?.webhookSecret ?? null,
    events,
    clock,
  });
  registerRoute(app, getPaymentGateway, async () => ({
    gateway: gateway.name,
    card_entry: cardEntryBody(gateway.cardEntry),
  }));
  app.decorate('paymentGateway', gateway);
  app.decorate('providerEvents', events);
  return gateway;
}
