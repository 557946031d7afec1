import type { ChangelogEntry } from '@halyard/contract';
import { isNewChange } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { ChangelogRepository } from './changelog.repository';

/**
 * spec §2 Changelog: newest first, paged by publication time; the spec §9 "New!" label is decided
 * here with the injected clock (decision 0063), so every client agrees on it. Entries scheduled
 * for later are not listed before their time.
 */
export function createChangelogService(deps: { repo: ChangelogRepository; clock: Clock }) {
  return {
    async page(
      tenantId: string,
      query: { limit: number; before?: string | undefined },
    ): Promise<{ entries: ChangelogEntry[]; next_before: string | null }> {
      const now = deps.clock.now();
      // One more than asked tells whether another page exists.
      const rows = await deps.repo.page(tenantId, {
        until: now,
        before: query.before ? new Date(query.before) : null,
        limit: query.limit + 1,
      });
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        entries: shown.map((row) => ({
          id: row.id,
          title: row.title,
          body: row.body,
          published_at: row.publishedAt,
          is_new: isNewChange(row.publishedAt, now),
        })),
        next_before: rows.length > query.limit && last ? last.publishedAt : null,
      };
    },
  };
}
