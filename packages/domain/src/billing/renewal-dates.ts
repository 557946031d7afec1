import { addCalendarMonths, timeOf } from '../shared/time';

/**
 * The next renewal date after `current`, counted in whole billing cycles from the period
 * `anchor` (decision 0031) so a subscription that renews on the 31st comes back to the 31st
 * after a short month (31 Jan → 28 Feb → 31 Mar), instead of drifting to the 28th for good.
 * `current` is the date being billed now; the answer is strictly after it.
 */
export function nextRenewalDate(anchor: Date, current: Date, cycleMonths: number): Date {
  const cycle = Math.max(1, Math.trunc(cycleMonths));
  const elapsedMonths =
    (current.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (current.getUTCMonth() - anchor.getUTCMonth());
  let periods = Math.max(1, Math.floor(elapsedMonths / cycle));
  // At most two steps: the month estimate is off by one at most around month ends.
  while (addCalendarMonths(anchor, periods * cycle).getTime() <= current.getTime()) periods++;
  while (
    periods > 1 &&
    addCalendarMonths(anchor, (periods - 1) * cycle).getTime() > current.getTime()
  )
    periods--;
  return addCalendarMonths(anchor, periods * cycle);
}

/** The anchor to count renewals from: the stored one, else the date being billed now. */
export function renewalAnchor(stored: string | null, current: string): Date {
  const time = timeOf(stored) ?? timeOf(current);
  if (time === null) throw new Error(`No renewal anchor for ${String(current)}`);
  return new Date(time);
}
