import { timeOf } from '../shared/time';

/**
 * Decision 0063: a changelog entry carries spec §9's "New!" label for this many days after it is
 * published (and never before: a scheduled entry is not shown yet).
 */
export const CHANGELOG_NEW_DAYS = 30;

const DAY_MS = 86_400_000;

/** Whether an entry published at `publishedAt` is listed at `now` (scheduled entries are not). */
export function isPublished(publishedAt: string, now: Date): boolean {
  const time = timeOf(publishedAt);
  return time !== null && time <= now.getTime();
}

/** spec §9 "New!" label: published within the last `CHANGELOG_NEW_DAYS` days at `now`. */
export function isNewChange(publishedAt: string, now: Date, days = CHANGELOG_NEW_DAYS): boolean {
  const time = timeOf(publishedAt);
  return time !== null && time <= now.getTime() && now.getTime() - time < days * DAY_MS;
}
