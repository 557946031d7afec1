/** spec §9 "Offer ids are configurable from the environment, with defaults for regular, referral
 * and special offers." */
export const OFFER_KINDS = ['regular', 'referral', 'special'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export type OfferIds = Record<OfferKind, string>;

/** Defaults (decision 0015): the kind's own name, so a fresh database needs no configuration. */
export const DEFAULT_OFFER_IDS: OfferIds = {
  regular: 'regular',
  referral: 'referral',
  special: 'special',
};

/** The environment variable that overrides each kind's id. */
export const OFFER_ID_ENV: Record<OfferKind, string> = {
  regular: 'REGULAR_OFFER_ID',
  referral: 'REFERRAL_OFFER_ID',
  special: 'SPECIAL_OFFER_ID',
};

/** spec §9: the offer ids with any overrides applied; blank overrides are ignored. */
export function resolveOfferIds(
  config: Partial<Record<OfferKind, string | undefined>> = {},
): OfferIds {
  const pick = (kind: OfferKind) => config[kind]?.trim() || DEFAULT_OFFER_IDS[kind];
  return { regular: pick('regular'), referral: pick('referral'), special: pick('special') };
}

/**
 * spec §9 "configurable from the environment": the offer ids from an environment object (the
 * server passes process.env; the domain reads none).
 */
export function offerIdsFromEnv(env: Readonly<Record<string, string | undefined>>): OfferIds {
  return resolveOfferIds({
    regular: env[OFFER_ID_ENV.regular],
    referral: env[OFFER_ID_ENV.referral],
    special: env[OFFER_ID_ENV.special],
  });
}

/**
 * spec §9 offers: which offer a visitor sees (decision 0015): a special offer (post-expiry or
 * business-partner
 * promotion) wins, then a referral (a referrer id is present), else the regular offer.
 */
export function offerKindFor(visit: {
  readonly special?: boolean;
  readonly referrerId?: string | null;
}): OfferKind {
  if (visit.special) return 'special';
  if (visit.referrerId) return 'referral';
  return 'regular';
}

/** spec §9 free-period tracking cookies, with the free months each one stands for. */
export const FREE_PERIOD_COOKIES = { '4monthsfree': 4, '6monthsfree': 6 } as const;
export type FreePeriodCookie = keyof typeof FREE_PERIOD_COOKIES;

/** spec §9: the free-period cookie set for a visitor (the larger if both are), or null. */
export function freePeriodCookieOf(
  cookies: Readonly<Record<string, string | undefined>>,
): FreePeriodCookie | null {
  if (cookies['6monthsfree']) return '6monthsfree';
  if (cookies['4monthsfree']) return '4monthsfree';
  return null;
}

/** spec §9: the free-period cookie that tracks a number of free months, or null if none does. */
export function freePeriodCookieFor(freeMonths: number): FreePeriodCookie | null {
  if (freeMonths === FREE_PERIOD_COOKIES['4monthsfree']) return '4monthsfree';
  if (freeMonths === FREE_PERIOD_COOKIES['6monthsfree']) return '6monthsfree';
  return null;
}
