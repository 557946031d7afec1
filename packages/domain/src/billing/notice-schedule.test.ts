import { describe, expect, it } from 'vitest';
import {
  NOTICE_LOOKAHEAD_DAYS,
  NOTICE_SCHEDULE,
  cardExpiryNoticeDue,
  cardStopsAt,
  renewalNoticeDue,
  renewalPriceChanges,
  type RenewalFacts,
} from './notice-schedule';

const DAY = 86_400_000;
const renewsAt = '2027-01-10T12:00:00.000Z';
const before = (days: number) => new Date(Date.parse(renewsAt) - days * DAY);
const facts = (over: Partial<RenewalFacts> = {}): RenewalFacts => ({
  renewsAt,
  cycleMonths: 12,
  trial: false,
  charged: true,
  priceChanges: false,
  ...over,
});

describe('the notice schedule is one table citing issue 21', () => {
  it('has a row per rule of issue 21 §1, each quoting it', () => {
    expect(NOTICE_SCHEDULE.map((r) => r.kind)).toEqual([
      'trial_ending',
      'renewal_upcoming',
      'renewal_upcoming',
      'card_expiring',
      'autorenew_off',
    ]);
    for (const row of NOTICE_SCHEDULE) expect(row.rule).toMatch(/^Issue 21 §1 /);
    expect(NOTICE_LOOKAHEAD_DAYS).toBe(7);
  });
});

describe('trial ending: 3 days before a trial converts to paid (issue 21 §1)', () => {
  it.each([
    ['4 days before: not yet', 4, null],
    ['3 days before: due', 3, 'trial_ending'],
    ['1 hour before: still due (a late run)', 1 / 24, 'trial_ending'],
    ['at the conversion: too late', 0, null],
  ])('%s', (_rule, days, kind) => {
    expect(
      renewalNoticeDue(facts({ trial: true, cycleMonths: 1 }), before(days))?.kind ?? null,
    ).toBe(kind);
  });

  it('only for a trial that will be charged (a stored payment method, auto-renew on)', () => {
    expect(renewalNoticeDue(facts({ trial: true, charged: false }), before(2))).toBeNull();
  });

  it('names its event by the conversion date', () => {
    expect(renewalNoticeDue(facts({ trial: true }), before(2))?.event).toBe(renewsAt);
  });
});

describe('upcoming renewal (issue 21 §1)', () => {
  it.each([
    ['12 months, 8 days before: not yet', 12, 8, false, null],
    ['12 months, 7 days before: due', 12, 7, false, 'renewal_upcoming'],
    ['6 months, 7 days before: due', 6, 7, false, 'renewal_upcoming'],
    ['24 months, 1 day before: due (late run)', 24, 1, false, 'renewal_upcoming'],
    ['monthly, same price, 3 days before: none', 1, 3, false, null],
    ['monthly, price changes, 4 days before: not yet', 1, 4, true, null],
    ['monthly, price changes, 3 days before: due', 1, 3, true, 'renewal_upcoming'],
  ])('%s', (_rule, cycleMonths, days, priceChanges, kind) => {
    expect(renewalNoticeDue(facts({ cycleMonths, priceChanges }), before(days))?.kind ?? null).toBe(
      kind,
    );
  });

  it('is not sent for a renewal that will not be charged (auto-renew off, in-app, no method)', () => {
    expect(renewalNoticeDue(facts({ charged: false }), before(7))).toBeNull();
  });
});

describe('monthly price change or offer end (issue 21 §1)', () => {
  it.each([
    ['the same as the last renewal', 1295, 1295, false, false],
    ['more than the last renewal', 1389, 1295, false, true],
    ['first renewal after an offer price', 1295, null, true, true],
    ['first renewal at the regular price', 1295, null, false, false],
  ])('%s', (_rule, upcoming, lastRenewal, firstPeriodWasOffer, expected) => {
    expect(renewalPriceChanges({ upcoming, lastRenewal, firstPeriodWasOffer })).toBe(expected);
  });
});

describe('card expiring: in the month before the stored card expires (issue 21 §1)', () => {
  const card = { id: 'pm_1', expMonth: 12, expYear: 2026 };
  const renewal = '2027-02-01T00:00:00.000Z';
  it('a card is valid through its expiry month', () => {
    expect(cardStopsAt(12, 2026).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it.each([
    ['31 October: not yet', '2026-10-31T23:00:00.000Z', true],
    ['1 November (the month before 12/26): due', '2026-11-01T00:00:00.000Z', false],
    ['31 December: still due', '2026-12-31T23:00:00.000Z', false],
    ['1 January: the card has stopped, too late', '2027-01-01T00:00:00.000Z', true],
  ])('%s', (_rule, now, none) => {
    const due = cardExpiryNoticeDue(card, renewal, new Date(now));
    expect(due === null).toBe(none);
  });

  it('only when a renewal falls after the card stops', () => {
    const now = new Date('2026-11-15T00:00:00.000Z');
    expect(cardExpiryNoticeDue(card, '2026-12-20T00:00:00.000Z', now)).toBeNull();
    expect(cardExpiryNoticeDue(card, '2027-01-01T00:00:00.000Z', now)?.event).toBe('pm_1:2026-12');
  });

  it('a method without an expiry (PayPal) gets none', () => {
    const now = new Date('2026-11-15T00:00:00.000Z');
    expect(
      cardExpiryNoticeDue({ id: 'pp', expMonth: null, expYear: null }, renewal, now),
    ).toBeNull();
  });
});
