import { fail, ok, type Result } from '../shared/result';

/** Seats of one business subscription, bounded so a typo cannot order a million (decision 0034). */
export const MAX_SEATS = 1000;

export interface SeatChange {
  readonly seats?: number;
  readonly assign?: readonly string[];
  readonly unassign?: readonly string[];
}

export const SEAT_REFUSALS = [
  'invalid-seat-count',
  'seats-below-assigned',
  'no-free-seats',
  'already-assigned',
  'not-assigned',
  'duplicate-email',
] as const;
export type SeatRefusal = (typeof SEAT_REFUSALS)[number];

export const SEAT_REFUSAL_MESSAGES: Record<SeatRefusal, string> = {
  'invalid-seat-count': `Choose between 1 and ${MAX_SEATS} seats.`,
  'seats-below-assigned': 'Unassign seats before lowering the seat count below the assigned ones.',
  'no-free-seats': 'There are not enough free seats. Add seats first.',
  'already-assigned': 'This email already has a seat.',
  'not-assigned': 'This email has no seat.',
  'duplicate-email': 'An email is listed twice.',
};

export interface SeatPlan {
  readonly seats: number;
  readonly assign: readonly string[];
  readonly unassign: readonly string[];
}

/**
 * A license change (spec §7 PUT /api/v2/licenses/): unassignments first, then assignments, then
 * the seat count, which may not drop below the seats assigned afterwards. Emails are compared
 * as given (the contract lower-cases them).
 */
export function planSeatChange(
  current: { readonly seats: number; readonly assigned: readonly string[] },
  change: SeatChange,
): Result<SeatPlan, SeatRefusal> {
  const assign = change.assign ?? [];
  const unassign = change.unassign ?? [];
  const seats = change.seats ?? current.seats;
  if (!Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS) return fail('invalid-seat-count');
  const listed = [...assign, ...unassign];
  if (new Set(listed).size !== listed.length) return fail('duplicate-email');
  const taken = new Set(current.assigned);
  if (unassign.some((email) => !taken.has(email))) return fail('not-assigned');
  if (assign.some((email) => taken.has(email))) return fail('already-assigned');
  const assignedAfter = current.assigned.length - unassign.length + assign.length;
  if (assignedAfter > seats)
    return fail(change.seats === undefined ? 'no-free-seats' : 'seats-below-assigned');
  return ok({ seats, assign, unassign });
}
