import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysFromNow, TEST_NOW } from '../testing';
import { AUDIT_ACTIONS, maskAuditEmail as maskEmail } from './audit-actions';
import { csvCell, toCsv } from './csv';
import { partialRefundAmounts } from './partial-refund';
import { daysFrom, monthlyRecurringRevenue } from './revenue';
import { planCancelNow, planExtension, type StaffSubscriptionFacts } from './subscription-actions';
import { rolesWith, staffCan, STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles';

const now = TEST_NOW;

describe('issue 16 item 1: each role holds the one before it', () => {
  it.each([
    ['support', 'customers.act', true],
    ['support', 'refunds.write', false],
    ['support', 'revenue.read', false],
    ['finance', 'refunds.write', true],
    ['finance', 'revenue.read', true],
    ['finance', 'catalogue.write', false],
    ['finance', 'staff.manage', false],
    ['admin', 'catalogue.write', true],
    ['admin', 'staff.manage', true],
  ] as const)('%s may %s: %s', (role, permission, allowed) => {
    expect(staffCan(role, permission)).toBe(allowed);
  });

  it('a stronger role may do everything a weaker one may', () => {
    for (const permission of STAFF_PERMISSIONS) {
      const roles = rolesWith(permission);
      const weakest = STAFF_ROLES.indexOf(roles[0] ?? 'admin');
      expect(roles).toEqual(STAFF_ROLES.slice(weakest));
    }
  });
});

const sub = (overrides: Partial<StaffSubscriptionFacts> = {}): StaffSubscriptionFacts => ({
  state: 'active',
  next_payment_date: daysFromNow(10),
  next_payment_method: 'CreditCard',
  ...overrides,
});

describe('issue 16 item 3: extend or comp a subscription by N days', () => {
  it('adds the days to the end of what is paid', () => {
    expect(planExtension(sub(), 30, now)).toEqual({
      ok: true,
      value: { nextPaymentDate: daysFromNow(40), reactivates: false, waivesDue: false },
    });
  });

  it('runs from today when the paid time has passed (grace period): the failed renewal is waived', () => {
    expect(planExtension(sub({ next_payment_date: daysFromNow(-3) }), 7, now)).toEqual({
      ok: true,
      value: { nextPaymentDate: daysFromNow(7), reactivates: false, waivesDue: true },
    });
  });

  it.each(['expired', 'cancelled'] as const)(
    'comps an ended (%s) subscription from today',
    (state) => {
      const plan = planExtension(sub({ state, next_payment_date: daysFromNow(-40) }), 14, now);
      expect(plan).toEqual({
        ok: true,
        value: { nextPaymentDate: daysFromNow(14), reactivates: true, waivesDue: true },
      });
    },
  );

  it.each([0, -1, 366, 1.5])('refuses %s days', (days) => {
    expect(planExtension(sub(), days, now)).toEqual({ ok: false, reason: 'invalid-days' });
  });

  it('refuses a store subscription and a refunded one', () => {
    expect(planExtension(sub({ next_payment_method: 'AppStore' }), 5, now)).toEqual({
      ok: false,
      reason: 'managed-by-store',
    });
    expect(planExtension(sub({ state: 'revoked' }), 5, now)).toEqual({
      ok: false,
      reason: 'already-refunded',
    });
  });
});

describe('issue 16 item 3: cancel now ends access at once', () => {
  it('ends a running subscription now', () => {
    expect(planCancelNow(sub(), now)).toEqual({ ok: true, value: { endsAt: now.toISOString() } });
    expect(planCancelNow(sub({ state: 'intrial' }), now).ok).toBe(true);
  });

  it.each([
    ['expired', 'already-ended'],
    ['cancelled', 'already-ended'],
    ['revoked', 'already-refunded'],
  ] as const)('refuses a %s subscription (%s)', (state, reason) => {
    expect(planCancelNow(sub({ state }), now)).toEqual({ ok: false, reason });
  });
});

// A taxed 12-month Premium payment: 11 976 subtotal, 3 992 discount, 7.25 % tax on 7 984 net.
const paid = {
  lines: [
    { description: 'Premium, 12 months', quantity: 1, amount: 9976 },
    { description: 'ID alerts, 12 months', quantity: 1, amount: 2000 },
  ],
  subtotal: 11976,
  discount: 3992,
  tax: 579,
  total: 8563,
};

describe('issue 16 item 3: a partial refund’s credit note mirrors the payment in proportion', () => {
  it('the whole amount gives back the payment itself', () => {
    expect(partialRefundAmounts(paid, paid.total)).toEqual({ ok: true, value: paid });
  });

  it('half of it: tax and discount halved (half up), the subtotal split over the lines', () => {
    const result = partialRefundAmounts(paid, 4000);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.tax).toBe(270); // 579 × 4000 / 8563 = 270.46
    expect(result.value.discount).toBe(1865); // 3992 × 4000 / 8563 = 1864.77
    expect(result.value.subtotal).toBe(4000 - 270 + 1865);
    expect(result.value.lines.map((l) => l.amount)).toEqual([4661, 934]); // 5 595 × 9 976 / 11 976, the rest
  });

  it('always adds up to the amount, column by column (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: paid.total }), (amount) => {
        const result = partialRefundAmounts(paid, amount);
        if (!result.ok) return false;
        const v = result.value;
        const lines = v.lines.reduce((sum, l) => sum + l.amount, 0);
        return (
          v.total === amount &&
          v.subtotal - v.discount + v.tax === amount &&
          lines === v.subtotal &&
          v.tax <= paid.tax &&
          v.discount <= paid.discount &&
          v.lines.every((l) => l.amount >= 0)
        );
      }),
    );
  });

  it.each([
    [0, 'invalid-amount'],
    [12.5, 'invalid-amount'],
    [8564, 'more-than-paid'],
  ] as const)('refuses %s', (amount, reason) => {
    expect(partialRefundAmounts(paid, amount)).toEqual({ ok: false, reason });
  });
});

describe('issue 16 item 6: MRR per currency', () => {
  it('divides each cycle length once: 12 × 116.95 yearly + 12.95 monthly', () => {
    const yearly = Array.from({ length: 12 }, () => ({
      renewalAmount: 11695,
      cycleMonths: 12,
      currency: 'USD' as const,
    }));
    expect(
      monthlyRecurringRevenue([
        ...yearly,
        { renewalAmount: 1295, cycleMonths: 1, currency: 'USD' },
        { renewalAmount: 5995, cycleMonths: 6, currency: 'EUR' },
      ]),
    ).toEqual({ USD: 11695 + 1295, EUR: 999, GBP: 0 }); // 5995 / 6 = 999.17
  });

  it('lists every day of a report, both ends included', () => {
    expect(daysFrom(new Date('2026-11-20T15:00:00Z'), new Date('2026-11-23T01:00:00Z'))).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
  });
});

describe('issue 16 item 5: the audit log', () => {
  it('names an action’s target for every action', () => {
    for (const target of Object.values(AUDIT_ACTIONS)) expect(target).toMatch(/^[a-z_]+$/);
  });

  it('keeps an email as its first letter and domain', () => {
    expect(maskEmail('grace@demo.halyard.test')).toBe('g•••@demo.halyard.test');
    expect(maskEmail('nobody')).toBe('•••');
  });
});

describe('issue 16 item 4: CSV exports', () => {
  it('quotes what needs quoting and defuses formulas (OWASP CSV injection)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(
      toCsv([
        ['a', null],
        [1, 'b'],
      ]),
    ).toBe('a,\r\n1,b\r\n');
  });
});
