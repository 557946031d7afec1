import { describe, expect, it } from 'vitest';
import { planSeatChange, SEAT_REFUSAL_MESSAGES, SEAT_REFUSALS } from './seats';

const current = { seats: 5, assigned: ['a@x.test', 'b@x.test'] };

describe('license seats (spec §7 PUT /api/v2/licenses/, decision 0034)', () => {
  it.each([
    ['more seats', { seats: 8 }, { ok: true, value: { seats: 8, assign: [], unassign: [] } }],
    [
      'fewer seats, down to the assigned ones',
      { seats: 2 },
      { ok: true, value: { seats: 2, assign: [], unassign: [] } },
    ],
    ['fewer seats than assigned', { seats: 1 }, { ok: false, reason: 'seats-below-assigned' }],
    [
      'unassign then lower',
      { seats: 1, unassign: ['a@x.test'] },
      { ok: true, value: { seats: 1, assign: [], unassign: ['a@x.test'] } },
    ],
    [
      'assign a free seat',
      { assign: ['c@x.test'] },
      { ok: true, value: { seats: 5, assign: ['c@x.test'], unassign: [] } },
    ],
    [
      'assign beyond the free seats',
      { assign: ['c@x.test', 'd@x.test', 'e@x.test', 'f@x.test'] },
      { ok: false, reason: 'no-free-seats' },
    ],
    [
      'assign an email that has a seat',
      { assign: ['a@x.test'] },
      { ok: false, reason: 'already-assigned' },
    ],
    [
      'unassign an email without a seat',
      { unassign: ['z@x.test'] },
      { ok: false, reason: 'not-assigned' },
    ],
    [
      'the same email twice',
      { assign: ['c@x.test', 'c@x.test'] },
      { ok: false, reason: 'duplicate-email' },
    ],
    [
      'move a seat from one email to another',
      { assign: ['a@x.test'], unassign: ['a@x.test'] },
      { ok: false, reason: 'duplicate-email' },
    ],
    ['zero seats', { seats: 0 }, { ok: false, reason: 'invalid-seat-count' }],
    ['1001 seats', { seats: 1001 }, { ok: false, reason: 'invalid-seat-count' }],
    ['a fraction', { seats: 2.5 }, { ok: false, reason: 'invalid-seat-count' }],
  ])('%s', (_case, change, expected) => {
    expect(planSeatChange(current, change)).toEqual(expected);
  });

  it('every refusal has a message', () => {
    for (const reason of SEAT_REFUSALS) expect(SEAT_REFUSAL_MESSAGES[reason]).toMatch(/\.$/);
  });
});
