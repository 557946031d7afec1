import Stripe from 'stripe';

/** What the Stripe adapter is configured with (PAYMENT_GATEWAY=stripe, decision 0150). */
export interface StripeSettings {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** Where the SDK sends requests instead of api.stripe.com: a local mock in tests. */
  readonly apiBase?: string | undefined;
  /** Per request (GATEWAY_TIMEOUT_MS); the port's deadline bounds the whole call besides. */
  readonly timeoutMs: number;
  /** The SDK retries a dropped connection or a 409/5xx with the same idempotency key. */
  readonly maxNetworkRetries: number;
}

/** The official SDK, pointed at Stripe or at STRIPE_API_BASE. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    timeout: settings.timeoutMs,
    maxNetworkRetries: settings.maxNetworkRetries,
    telemetry: false,
    appInfo: { name: 'halyard-vpn' },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}
