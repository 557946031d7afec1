import { z } from 'zod';
import { CURRENCIES, isLanguageCode } from '@halyard/domain';

/** spec §9 currencies; the default is USD. */
export const CurrencyCode = z.enum(CURRENCIES);

/** spec §3 scaled amount: integer minor units with their scale (2) and currency. */
export const ScaledAmount = z
  .object({
    unscaledValue: z.number().int(),
    scale: z.literal(2),
    currency: CurrencyCode,
  })
  .meta({ id: 'ScaledAmount' });
export type ScaledAmount = z.infer<typeof ScaledAmount>;

/** An instant on the wire: ISO-8601 UTC. */
export const Instant = z.string().meta({ description: 'ISO-8601 UTC instant' });

/**
 * The device a signed-in session runs on, read from its user agent: the kind of device, and
 * "Chrome 131" on "macOS 15". Customers' and staff members' session lists both show it.
 */
export const SessionDeviceFields = {
  device: z.enum(['desktop', 'mobile', 'tablet', 'tv', 'unknown']),
  browser: z.string(),
  os: z.string(),
};

/** Path parameter `{id}` of a resource: bounded so a giant id is a 400, not a query. */
export const IdParams = z.object({ id: z.string().min(1).max(200) });

/** A subscription_id a request names, bounded like `{id}`. */
export const SubscriptionId = z.string().min(1).max(200);

/**
 * The secret a payment intent or a card token was created with (decision 0101), like a PSP's
 * `client_secret`: given once, to the browser that created it, and needed to use it. Servers keep
 * only its hash.
 */
export const ClientSecret = z.string().min(16).max(200);

/**
 * The language of the page a request was made from (our locale code, e.g. `de`, `jp`): emails
 * the request causes are written in it when the account has none yet (issue 24 item 8).
 */
export const PageLocale = z
  .string()
  .max(10)
  .refine((code) => isLanguageCode(code), 'Unknown language.')
  .meta({ id: 'PageLocale' });
