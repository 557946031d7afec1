/** One run's window: from `from` to `end` (epoch ms); `sweep` when it is the whole window. */
export interface Scan {
  readonly from: number;
  readonly end: number;
  readonly sweep: boolean;
}

export interface ScanWindowOptions {
  /** How far back a whole sweep looks. */
  readonly windowMs: number;
  /** How far back before the last run's end the next run starts (late commits, clock skew). */
  readonly overlapMs: number;
  /** How often the whole window is looked at again. */
  readonly sweepEveryMs: number;
}

/**
 * What each run of a periodic check looks at (decision 0232): the whole window on its first run,
 * again once every `sweepEveryMs`, and whenever the clock went back; in between, only what came
 * since the last finished run (less the overlap), or since the oldest thing that run left for
 * the next. A run that fails does not call `done`, so the next one starts where it started.
 */
export function scanWindow(options: ScanWindowOptions) {
  let last: { through: number; next: number; sweptAt: number } | null = null;
  return {
    start(end: number): Scan {
      const whole = end - options.windowMs;
      if (!last || end < last.through || end - last.sweptAt >= options.sweepEveryMs)
        return { from: whole, end, sweep: true };
      return { from: Math.max(whole, last.next), end, sweep: false };
    },
    /** `scan` finished; `keepFrom`: the oldest time of what it left for the next run. */
    done(scan: Scan, keepFrom = Number.POSITIVE_INFINITY) {
      last = {
        through: scan.end,
        next: Math.min(scan.end - options.overlapMs, keepFrom),
        sweptAt: scan.sweep ? scan.end : (last?.sweptAt ?? scan.end),
      };
    },
  };
}
