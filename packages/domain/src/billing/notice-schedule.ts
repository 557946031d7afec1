import { MS_PER_DAY, timeOf } from '../shared/time';

/**
 * Issue 21 item 1: the notices a paying customer gets before money moves, and the confirmation
 * when auto-renew is turned off. Each is a transactional email sent once per event (decision 0180):
 * the event is what the notice is about — the renewal date it announces, the card expiry, the
 * change of the switch — so the same event never mails twice, and a new date is a new event.
 */
export const NOTICE_KINDS = [
  'trial_ending',
  'renewal_upcoming',
  'card_expiring',
  'autorenew_off',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** When a notice goes out, as data: the schedule the notice sender reads, rule by rule. */
export type NoticeWhen =
  | { readonly daysBefore: number; readonly of: 'trial-end' }
  | {
      readonly daysBefore: number;
      readonly of: 'renewal';
      readonly cycleMonths: { readonly min?: number; readonly max?: number };
      /** Only when the price changes or an offer ends (the monthly rule). */
      readonly onlyOnPriceChange: boolean;
    }
  | { readonly of: 'card-expiry'; readonly monthsBefore: number }
  | { readonly of: 'autorenew-change' };

export interface NoticeRule {
  readonly kind: NoticeKind;
  readonly when: NoticeWhen;
  /** The issue's own words for the rule. */
  readonly rule: string;
}

/**
 * The notice schedule: one table, each row citing issue 21's rule. The notice sender, its tests
 * and the decision record read this table; nothing else decides when a notice is due.
 */
export const NOTICE_SCHEDULE: readonly NoticeRule[] = [
  {
    kind: 'trial_ending',
    when: { of: 'trial-end', daysBefore: 3 },
    rule: 'Issue 21 §1 trial ending: 3 days before a trial converts to paid (any trial with a stored payment method).',
  },
  {
    kind: 'renewal_upcoming',
    when: { of: 'renewal', daysBefore: 7, cycleMonths: { min: 6 }, onlyOnPriceChange: false },
    rule: 'Issue 21 §1 upcoming renewal: 7 days before a renewal of a term of 6 months or longer.',
  },
  {
    kind: 'renewal_upcoming',
    when: { of: 'renewal', daysBefore: 3, cycleMonths: { max: 5 }, onlyOnPriceChange: true },
    rule: 'Issue 21 §1 upcoming renewal: 3 days before a monthly one when the price changes or an offer ends.',
  },
  {
    kind: 'card_expiring',
    when: { of: 'card-expiry', monthsBefore: 1 },
    rule: 'Issue 21 §1 card expiring: in the month before the stored card expires, if a renewal falls after that date.',
  },
  {
    kind: 'autorenew_off',
    when: { of: 'autorenew-change' },
    rule: 'Issue 21 §1 auto-renew turned off: a confirmation with the date access ends and a one-click way back.',
  },
];

/** How far ahead the sender must look for renewals with a notice due (the longest lead). */
export const NOTICE_LOOKAHEAD_DAYS = Math.max(
  ...NOTICE_SCHEDULE.map((r) => ('daysBefore' in r.when ? r.when.daysBefore : 0)),
);

/** One renewal (a plan, a converting trial, or an add-on on its own date) the customer pays. */
export interface RenewalFacts {
  /** The instant the money moves (next_payment_date, an add-on's own date). */
  readonly renewsAt: string | null;
  readonly cycleMonths: number;
  /** A trial whose end converts it to paid. */
  readonly trial: boolean;
  /** It will be charged: auto-renew on, billed by us, with a stored payment method. */
  readonly charged: boolean;
  /** The upcoming amount differs from the last one paid, or a first-period offer ends. */
  readonly priceChanges: boolean;
}

/** A notice that is due, with the key of the event it announces. */
export interface DueNotice {
  readonly kind: NoticeKind;
  readonly event: string;
  readonly rule: string;
}

const inWindow = (at: number, daysBefore: number, now: Date) =>
  now.getTime() >= at - daysBefore * MS_PER_DAY && now.getTime() < at;

function cycleMatches(cycle: number, range: { readonly min?: number; readonly max?: number }) {
  return (
    (range.min === undefined || cycle >= range.min) &&
    (range.max === undefined || cycle <= range.max)
  );
}

/**
 * The trial-ending or upcoming-renewal notice due for one renewal at `now`, or null. A run that
 * comes late (the engine was stopped) still sends it until the money moves; the event is the
 * renewal date, so a plan change that moves the date is a new event.
 */
export function renewalNoticeDue(facts: RenewalFacts, now: Date): DueNotice | null {
  const at = timeOf(facts.renewsAt);
  if (at === null || !facts.charged) return null;
  const event = new Date(at).toISOString();
  for (const { kind, when, rule } of NOTICE_SCHEDULE) {
    if (when.of === 'trial-end' && facts.trial && inWindow(at, when.daysBefore, now))
      return { kind, event, rule };
    if (
      when.of === 'renewal' &&
      !facts.trial &&
      cycleMatches(facts.cycleMonths, when.cycleMonths) &&
      (!when.onlyOnPriceChange || facts.priceChanges) &&
      inWindow(at, when.daysBefore, now)
    )
      return { kind, event, rule };
  }
  return null;
}

/**
 * The first instant a card no longer works: the card is valid through the last day of its
 * expiry month (MM/YY), so it stops at 00:00 UTC on the first of the next month.
 */
export function cardStopsAt(expMonth: number, expYear: number): Date {
  return new Date(Date.UTC(expYear, expMonth, 1));
}

const CARD_RULE = NOTICE_SCHEDULE.find((r) => r.kind === 'card_expiring') as NoticeRule;
const CARD_MONTHS_BEFORE = CARD_RULE.when.of === 'card-expiry' ? CARD_RULE.when.monthsBefore : 1;

/**
 * The card-expiring notice for a stored card and the next renewal it would pay: due from the
 * first day of the month before the expiry month until the card stops working, when a renewal
 * falls on or after that instant (the card would be declined). The event is the card and its
 * expiry, so a renewal moving does not mail again; a new card is a new event.
 */
export function cardExpiryNoticeDue(
  card: { readonly id: string; readonly expMonth: number | null; readonly expYear: number | null },
  renewsAt: string | null,
  now: Date,
): DueNotice | null {
  if (card.expMonth === null || card.expYear === null) return null;
  const renewal = timeOf(renewsAt);
  const stops = cardStopsAt(card.expMonth, card.expYear).getTime();
  const opens = Date.UTC(card.expYear, card.expMonth - 1 - CARD_MONTHS_BEFORE, 1);
  if (renewal === null || renewal < stops) return null;
  if (now.getTime() < opens || now.getTime() >= stops) return null;
  const month = String(card.expMonth).padStart(2, '0');
  return {
    kind: 'card_expiring',
    event: `${card.id}:${card.expYear}-${month}`,
    rule: CARD_RULE.rule,
  };
}

/**
 * Issue 21 §1 "when the price changes or an offer ends": against the last renewal paid when there
 * is one, else whether the first period was bought at an offer (a discount, or free months).
 */
export function renewalPriceChanges(p: {
  readonly upcoming: number;
  readonly lastRenewal: number | null;
  readonly firstPeriodWasOffer: boolean;
}): boolean {
  return p.lastRenewal === null ? p.firstPeriodWasOffer : p.upcoming !== p.lastRenewal;
}
