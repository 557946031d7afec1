import { describe, expect, it } from 'vitest';
import { scanWindow } from '../../src/modules/checkout/reconciliation/scan-window';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const options = { windowMs: 7 * DAY, overlapMs: 10 * MINUTE, sweepEveryMs: DAY };
const T = Date.UTC(2026, 10, 28, 12);

describe('what a periodic reconciliation run looks at (decision 0232)', () => {
  it('looks at the whole window first, then only since the last run less the overlap', () => {
    const w = scanWindow(options);
    const first = w.start(T);
    expect(first).toEqual({ from: T - 7 * DAY, end: T, sweep: true });
    w.done(first);
    expect(w.start(T + MINUTE)).toEqual({ from: T - 10 * MINUTE, end: T + MINUTE, sweep: false });
  });

  it('a run that failed (no done) is looked at again by the next', () => {
    const w = scanWindow(options);
    w.done(w.start(T));
    w.start(T + MINUTE); // fails
    expect(w.start(T + 2 * MINUTE).from).toBe(T - 10 * MINUTE);
  });

  it('keeps what a run left for the next (a charge it could not settle), however old', () => {
    const w = scanWindow(options);
    w.done(w.start(T));
    const second = w.start(T + MINUTE);
    w.done(second, T - 3 * DAY);
    expect(w.start(T + 2 * MINUTE).from).toBe(T - 3 * DAY);
    // …but never beyond the window.
    const w2 = scanWindow(options);
    w2.done(w2.start(T), T - 30 * DAY);
    expect(w2.start(T + MINUTE).from).toBe(T + MINUTE - 7 * DAY);
  });

  it('sweeps the whole window again once a day, and when the clock went back', () => {
    const w = scanWindow(options);
    w.done(w.start(T));
    for (let m = 1; m < 1_440; m += 60) w.done(w.start(T + m * MINUTE));
    expect(w.start(T + DAY)).toMatchObject({ from: T + DAY - 7 * DAY, sweep: true });
    expect(w.start(T - MINUTE)).toMatchObject({ from: T - MINUTE - 7 * DAY, sweep: true });
  });
});
