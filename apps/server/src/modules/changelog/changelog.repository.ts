import type { Db } from '../../db/database';

export interface ChangeRecord {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly publishedAt: string;
}

/** spec §2 Changelog (decision 0063): a tenant's published changes, newest first. */
export function createChangelogRepository(db: Db) {
  return {
    /** Up to `limit` entries published at or before `until` and strictly before `before`. */
    async page(
      tenantId: string,
      options: { until: Date; before: Date | null; limit: number },
    ): Promise<ChangeRecord[]> {
      let query = db
        .selectFrom('changelog_entries')
        .select(['id', 'title', 'body', 'published_at'])
        .where('tenant_id', '=', tenantId)
        .where('published_at', '<=', options.until.toISOString());
      if (options.before) query = query.where('published_at', '<', options.before.toISOString());
      const rows = await query
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        publishedAt: row.published_at,
      }));
    },
  };
}

export type ChangelogRepository = ReturnType<typeof createChangelogRepository>;
