import { z } from 'zod';
import { Instant } from './common.schema';
import { defineRoute, errors } from './http';

/** One product change (spec §2 Changelog), with spec §9's "New!" label decided by the server. */
export const ChangelogEntry = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    published_at: Instant,
    is_new: z.boolean(),
  })
  .meta({ id: 'ChangelogEntry' });
export type ChangelogEntry = z.infer<typeof ChangelogEntry>;

export const ChangelogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** Page on: entries published before this instant (the previous page's `next_before`). */
  before: z.iso.datetime({ offset: true }).optional(),
});

export const listChangelog = defineRoute({
  method: 'GET',
  path: '/api/v1/changelog',
  summary: 'Product changes, newest first',
  tags: ['addons'],
  auth: false,
  querystring: ChangelogQuery,
  response: {
    200: z
      .object({ entries: z.array(ChangelogEntry), next_before: Instant.nullable() })
      .meta({ id: 'ChangelogPage' }),
    ...errors(400),
  },
});
