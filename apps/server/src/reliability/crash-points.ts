/**
 * Crash points for the crash-injection harness (decision 0090, docs/reliability.md). A test server
 * started with `NODE_ENV=test` and `CRASH_AT=<point>:<probability>[,<point>:<probability>…]` kills
 * its own process with SIGKILL when it passes a listed point — a power cut at the worst moment,
 * with no `finally`, no rollback and no answer. Without both variables every call is a no-op.
 */
export const CRASH_POINTS = [
  'checkout:before-charge',
  'checkout:after-charge',
  'checkout:after-commit',
  'renewal:before-charge',
  'renewal:after-charge',
  'renewal:after-commit',
  // Issue 21 (decision 0180): a notice's row and email are one transaction.
  'notice:before-commit',
  'notice:after-commit',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

export function parseCrashAt(text: string | undefined): Map<CrashPoint, number> {
  const table = new Map<CrashPoint, number>();
  for (const part of (text ?? '').split(',').filter(Boolean)) {
    const [name, probability = '1'] = part.trim().split(/:(?=[^:]*$)/);
    const p = Number(probability);
    if (!CRASH_POINTS.includes(name as CrashPoint) || !(p >= 0 && p <= 1))
      throw new Error(
        `CRASH_AT: "${part}" is not <point>:<probability> with a point of ${CRASH_POINTS.join(', ')}`,
      );
    table.set(name as CrashPoint, p);
  }
  return table;
}

const armed: Map<CrashPoint, number> =
  process.env.NODE_ENV === 'test' ? parseCrashAt(process.env.CRASH_AT) : new Map();

/** Dies here (SIGKILL, this process) with the configured probability; inert otherwise. */
export function crashPoint(point: CrashPoint): void {
  const probability = armed.get(point);
  if (probability === undefined || Math.random() >= probability) return;
  process.stderr.write(`CRASH_AT: killed at ${point}\n`);
  process.kill(process.pid, 'SIGKILL');
}
