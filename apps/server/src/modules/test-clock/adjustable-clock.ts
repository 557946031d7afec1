import type { Clock } from '../../clock';

/** A clock tests and journeys can move (ManualClock is one; decision 0035). */
export interface AdjustableClock extends Clock {
  set(date: Date): void;
  advance(ms: number): void;
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  const candidate = clock as Partial<AdjustableClock>;
  return typeof candidate.set === 'function' && typeof candidate.advance === 'function';
}

/**
 * The system clock shifted by an offset the journeys move: time still flows (sessions, codes),
 * but "30 days later" is one call away.
 */
export class OffsetClock implements AdjustableClock {
  private offsetMs = 0;
  constructor(private readonly base: Clock) {}
  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
  set(date: Date): void {
    this.offsetMs = date.getTime() - this.base.now().getTime();
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
