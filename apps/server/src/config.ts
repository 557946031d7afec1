import path from 'node:path';
import {
  DEFAULT_DELETION_GRACE_DAYS,
  DEFAULT_EMAIL_CODE_MINUTES,
  DEFAULT_EXPIRING_WINDOW_DAYS,
  DEFAULT_TAX_RATES,
  LANGUAGES,
  type LanguageCode,
  offerIdsFromEnv,
  parseFeatureAudience,
  parseTaxRateOverrides,
  parseRetryDays,
  TAX_DISPLAYS,
} from '@halyard/domain';
import { z } from 'zod';
import { siteOf } from './http/site';

/** Subscriptions the billing engine claims and books a transaction (decision 0228). */
export const DEFAULT_BILLING_BATCH = 500;

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** Environment variables, validated at boot (README "Configuration" documents each). */
const Env = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Issue 19 item 7: Prometheus `GET /metrics` on a port of its own (e.g. reachable by the
    // scraper only); unset, the main port answers it to loopback callers only.
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (unset it for SQLite)')
      .optional(),
    // Connections of the PostgreSQL pool (issue 19 item 5: chosen from the benches' measurement).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    PUBLIC_URL: z.string().url().optional(),
    DEFAULT_TENANT: z.string().min(1).default('halyard'),
    BRAND_NAME: z.string().min(1).default('Halyard VPN'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('warn'),
    WEB_DIST: z.string().optional(),
    // Issue 17 (decisions 0131, 0133): the operator's Markdown over the shipped `content/`, and the
    // public marketing site that the header and footer link to for pages this app does not serve.
    CONTENT_DIR: z.string().min(1).optional(),
    MARKETING_SITE_URL: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), 'MARKETING_SITE_URL must be an http(s) URL')
      .optional(),
    SEED_DEMO: flag.default(true),
    // Issue 22 item 3 (decision 0196): the seeded default tenant's taxDisplay (back office changes it).
    SEED_TAX_DISPLAY: z.enum(TAX_DISPLAYS).default('exclusive'),
    COOKIE_SECURE: flag.optional(),
    SESSION_IDLE_DAYS: z.coerce.number().positive().default(14),
    SESSION_MAX_DAYS: z.coerce.number().positive().default(60),
    // At most this long may another instance accept a revoked session (decision 0092: ≤ 1 s).
    SESSION_CACHE_MS: z.coerce.number().int().min(0).default(500),
    // Issue 19 item 6: API requests worked on at once; one more gets 503 + Retry-After (0: no bound).
    MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(0).default(64),
    // Issue 23: the master key of sealed secrets (decision 0111) and the place header (0114).
    APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
    SESSION_PLACE_HEADER: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'SESSION_PLACE_HEADER must be a lower-case header name')
      .optional(),
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
    LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    // Sign-ups per IP (issue 14 finding 7, decision 0107).
    SIGNUP_MAX_PER_IP: z.coerce.number().int().positive().default(10),
    SIGNUP_WINDOW_MINUTES: z.coerce.number().positive().default(60),
    // Anonymous analytics writes per IP and minute (issue 14 finding 9, decision 0108).
    ANALYTICS_MAX_PER_MINUTE: z.coerce.number().int().positive().default(300),
    SELLER_NAME: z.string().min(1).optional(),
    SELLER_ADDRESS: z.string().min(1).default('1 Harbour Street|Dublin D02 X285|Ireland'),
    // Issue 22 item 2 (decision 0190): the seller's country (EU reverse charge) and VAT number.
    SELLER_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/, 'SELLER_COUNTRY must be a two-letter country code')
      .default('IE'),
    SELLER_VAT_ID: z.string().min(1).default('IE3456789XH'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    // Payments (docs/payments-sandbox.md, docs/payments-stripe.md; decision 0150).
    PAYMENT_GATEWAY: z
      .enum(['sandbox', 'stripe'], {
        error: (issue) =>
          `PAYMENT_GATEWAY must be sandbox (the default) or stripe (got ${JSON.stringify(issue.input)})`,
      })
      .default('sandbox'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)")
      .optional(),
    STRIPE_API_BASE: z.string().url().optional(),
    STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
    OPERATOR_EMAIL: z.string().email().optional(),
    OPERATOR_LANGUAGE: z
      .enum(LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]])
      .default('en'),
    GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    SANDBOX_GATEWAY_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
    SANDBOX_GATEWAY_TIMEOUT_RATE: z.coerce.number().min(0).max(1).default(0),
    SANDBOX_GATEWAY_LATENCY_MS: z.coerce.number().int().min(0).default(0),
    SANDBOX_GATEWAY_SEED: z.coerce.number().int().default(1),
    // Checkout (decisions 0020, 0021): tax rates laid over the domain defaults; reconciliation.
    TAX_RATES: z
      .string()
      .optional()
      .refine(
        (text) => parseTaxRateOverrides(text).ok,
        'TAX_RATES must be a JSON object of jurisdiction → percentage, e.g. {"US-CA": 7.25}',
      ),
    CHECKOUT_RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
    // Billing engine and account settings (decisions 0031–0033, 0035).
    BILLING_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
    // 500 a transaction (decision 0228): fewer commits, each page written once for more rows.
    BILLING_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(DEFAULT_BILLING_BATCH),
    // Gateway charges of a batch in flight at once (decision 0037; issue 19: measured per database).
    BILLING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    BILLING_RETRY_DAYS: z
      .string()
      .default('3,7,14')
      .refine(
        (text) => parseRetryDays(text).ok,
        'BILLING_RETRY_DAYS must be increasing whole days, e.g. 3,7,14',
      ),
    BILLING_EXPIRING_WINDOW_DAYS: z.coerce
      .number()
      .int()
      .min(0)
      .default(DEFAULT_EXPIRING_WINDOW_DAYS),
    REFUND_REVIEW_HOURS: z.coerce.number().min(0).default(24),
    DELETION_GRACE_DAYS: z.coerce.number().min(0).default(DEFAULT_DELETION_GRACE_DAYS),
    EMAIL_CODE_MINUTES: z.coerce.number().int().positive().default(DEFAULT_EMAIL_CODE_MINUTES),
    ENABLE_TEST_CLOCK: flag.default(false),
    // spec §6 "Expert Program, when a feature flag is on" (decision 0064): off, on, or a pilot list.
    EXPERT_PROGRAM: z
      .string()
      .optional()
      .refine(
        (text) => parseFeatureAudience(text).ok,
        'EXPERT_PROGRAM must be off, on, or a comma-separated list of account emails',
      ),
    // Issue 16, the back office (decision 0170): the admin `npm start` seeds when the tenant has no
    // staff, an optional fixed TOTP secret for it (base32; tests and provisioning), and how long a
    // staff session lives without a request and at most.
    ADMIN_EMAIL: z.string().trim().toLowerCase().email().default('admin@demo.halyard.test'),
    ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
    ADMIN_TOTP_SECRET: z
      .string()
      .regex(/^[A-Z2-7]{32}$/, 'ADMIN_TOTP_SECRET must be 32 base32 characters (160 bits)')
      .optional(),
    STAFF_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(30),
    STAFF_SESSION_MAX_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 7)
      .default(12),
    // The password manager's web address (spec §2 /keys links to it; decision 0066).
    PASSWORD_MANAGER_URL: z.string().url().default('https://keys.halyard.test'),
  })
  .superRefine(requireStripeSettings);

/**
 * PAYMENT_GATEWAY=stripe needs its three keys, in one mode (test or live), our public address
 * (Stripe sends customers back to absolute URLs and the webhook endpoint lives there) and an
 * operator address for disputes (decision 0153). Each missing one is named.
 */
function requireStripeSettings(
  env: {
    PAYMENT_GATEWAY: string;
    STRIPE_SECRET_KEY?: string | undefined;
    STRIPE_PUBLISHABLE_KEY?: string | undefined;
    STRIPE_WEBHOOK_SECRET?: string | undefined;
    PUBLIC_URL?: string | undefined;
    OPERATOR_EMAIL?: string | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (env.PAYMENT_GATEWAY !== 'stripe') return;
  const required = {
    STRIPE_SECRET_KEY: 'the secret key from Developers → API keys (sk_test_… or sk_live_…)',
    STRIPE_PUBLISHABLE_KEY: 'the publishable key from Developers → API keys (pk_…)',
    STRIPE_WEBHOOK_SECRET:
      'the signing secret of the webhook endpoint …/api/webhooks/stripe (whsec_…)',
    PUBLIC_URL: 'the address customers reach this site at; Stripe returns them there',
    OPERATOR_EMAIL: 'where dispute notices go',
  } as const;
  for (const [name, what] of Object.entries(required))
    if (!env[name as keyof typeof required])
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `PAYMENT_GATEWAY=stripe needs ${name}: ${what}`,
      });
  const mode = (key: string | undefined) => /_(test|live)_/.exec(key ?? '')?.[1];
  const secret = mode(env.STRIPE_SECRET_KEY);
  const publishable = mode(env.STRIPE_PUBLISHABLE_KEY);
  if (secret && publishable && secret !== publishable)
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: `STRIPE_PUBLISHABLE_KEY is a ${publishable} key but STRIPE_SECRET_KEY a ${secret} key: use both from one mode`,
    });
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const site = siteOf(e.PUBLIC_URL, e.HOST, e.PORT);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    metricsPort: e.METRICS_PORT ?? null,
    maxConcurrentRequests: e.MAX_CONCURRENT_REQUESTS,
    dataDir,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE } as const)
      : ({ kind: 'sqlite', file: path.join(dataDir, 'app.db') } as const),
    // Email links and accepted Origins (decision 0105): PUBLIC_URL, else derived from HOST/PORT.
    site,
    publicUrl: site.url,
    defaultTenant: e.DEFAULT_TENANT,
    // spec §9 offer ids: REGULAR_OFFER_ID, REFERRAL_OFFER_ID, SPECIAL_OFFER_ID (decision 0015).
    offerIds: offerIdsFromEnv(env),
    brandName: e.BRAND_NAME,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    contentDir: e.CONTENT_DIR ? path.resolve(e.CONTENT_DIR) : undefined,
    /** The `content/` shipped with the app; server.ts fills it in (it knows where it runs from). */
    builtInContentDir: undefined as string | undefined,
    marketingSiteUrl: e.MARKETING_SITE_URL?.replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO,
    seedTaxDisplay: e.SEED_TAX_DISPLAY,
    cookieSecure: e.COOKIE_SECURE ?? e.PUBLIC_URL?.startsWith('https://') ?? false,
    session: {
      idleMs: e.SESSION_IDLE_DAYS * 86_400_000,
      maxMs: e.SESSION_MAX_DAYS * 86_400_000,
      // Session lookups are remembered this long per instance (decision 0037); 0 turns it off.
      cacheMs: e.SESSION_CACHE_MS,
      // A header a trusted proxy sets to the client's approximate place (e.g. cf-ipcountry).
      placeHeader: e.SESSION_PLACE_HEADER,
    },
    appSecret: e.APP_SECRET,
    // Attempt budgets (decision 0106): passwords and codes alike, per account and per IP.
    authLimits: {
      passwords: { max: e.LOGIN_MAX_FAILURES, windowMs: e.LOGIN_WINDOW_MINUTES * 60_000 },
      codes: { max: e.LOGIN_MAX_FAILURES, windowMs: e.LOGIN_WINDOW_MINUTES * 60_000 },
      signUps: { max: e.SIGNUP_MAX_PER_IP, windowMs: e.SIGNUP_WINDOW_MINUTES * 60_000 },
    },
    analyticsMaxPerMinute: e.ANALYTICS_MAX_PER_MINUTE,
    seller: {
      name: e.SELLER_NAME ?? `${e.BRAND_NAME} Ltd.`,
      address: e.SELLER_ADDRESS.split('|').map((line) => line.trim()),
      country: e.SELLER_COUNTRY,
      vatId: e.SELLER_VAT_ID,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `"${e.BRAND_NAME}" <no-reply@halyard.test>`,
    },
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      timeoutMs: e.GATEWAY_TIMEOUT_MS,
      // Present exactly when gateway is stripe (validated above).
      stripe:
        e.PAYMENT_GATEWAY === 'stripe'
          ? {
              secretKey: e.STRIPE_SECRET_KEY ?? '',
              publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
              webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
              apiBase: e.STRIPE_API_BASE,
              maxNetworkRetries: e.STRIPE_MAX_NETWORK_RETRIES,
            }
          : null,
      operatorEmail: e.OPERATOR_EMAIL ?? null,
      operatorLanguage: e.OPERATOR_LANGUAGE,
      sandbox: {
        failureRate: e.SANDBOX_GATEWAY_FAILURE_RATE,
        timeoutRate: e.SANDBOX_GATEWAY_TIMEOUT_RATE,
        latencyMs: e.SANDBOX_GATEWAY_LATENCY_MS,
        seed: e.SANDBOX_GATEWAY_SEED,
      },
    },
    checkout: {
      taxRates: unwrapTaxRates(e.TAX_RATES),
      reconcileIntervalMs: e.CHECKOUT_RECONCILE_INTERVAL_MS,
    },
    billing: {
      intervalMs: e.BILLING_INTERVAL_MS,
      batchSize: e.BILLING_BATCH_SIZE,
      concurrency: e.BILLING_CONCURRENCY,
      retryDays: e.BILLING_RETRY_DAYS.split(',').map(Number),
      expiringWindowDays: e.BILLING_EXPIRING_WINDOW_DAYS,
      refundReviewMs: e.REFUND_REVIEW_HOURS * 3_600_000,
    },
    account: {
      deletionGraceDays: e.DELETION_GRACE_DAYS,
      emailCodeMinutes: e.EMAIL_CODE_MINUTES,
    },
    passwordManagerUrl: e.PASSWORD_MANAGER_URL,
    admin: {
      email: e.ADMIN_EMAIL,
      password: e.ADMIN_PASSWORD,
      totpSecret: e.ADMIN_TOTP_SECRET,
      idleMs: e.STAFF_SESSION_IDLE_MINUTES * 60_000,
      maxMs: e.STAFF_SESSION_MAX_HOURS * 3_600_000,
    },
    features: { expertProgram: unwrapAudience(e.EXPERT_PROGRAM) },
    // Time travel for tests and journeys (decision 0035): never on in production by default.
    testClock: e.NODE_ENV === 'test' || e.ENABLE_TEST_CLOCK,
  };
}

/**
 * The configuration once the server knows its port: with PORT=0 (tests) the OS picks one, and a
 * site address derived from HOST/PORT must name the real one (decision 0105).
 */
export function withListeningPort(config: Config, port: number): Config {
  if (config.port === port) return config;
  const site = config.site.configured ? config.site : siteOf(undefined, config.host, port);
  return { ...config, port, site, publicUrl: site.url };
}

/** TAX_RATES was validated above; the defaults stand in only for the type checker. */
function unwrapTaxRates(text: string | undefined) {
  const parsed = parseTaxRateOverrides(text);
  return parsed.ok ? parsed.value : DEFAULT_TAX_RATES;
}

/** EXPERT_PROGRAM was validated above; "off" stands in only for the type checker. */
function unwrapAudience(text: string | undefined) {
  const parsed = parseFeatureAudience(text);
  return parsed.ok ? parsed.value : ({ kind: 'off' } as const);
}
