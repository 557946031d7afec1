import { randomUUID } from 'node:crypto';
import {
  EXPERT_AREAS,
  type ExpertApplication,
  type ExpertApplicationBody,
} from '@halyard/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ExpertApplicationsTable } from '../../db/schema';

type Area = (typeof EXPERT_AREAS)[number];
const isArea = (value: unknown): value is Area =>
  (EXPERT_AREAS as readonly unknown[]).includes(value);

function toApplication(row: Selectable<ExpertApplicationsTable>): ExpertApplication {
  const areas: unknown = JSON.parse(row.areas);
  return {
    id: row.id,
    display_name: row.display_name,
    areas: Array.isArray(areas) ? areas.filter(isArea) : [],
    experience: row.experience,
    hours_per_month: row.hours_per_month,
    status: 'received',
    created_at: row.created_at,
  };
}

/** spec §2 Expert Program sign-ups (decision 0064): one per user of a tenant. */
export function createExpertProgramRepository(db: Db) {
  return {
    async find(tenantId: string, userId: string): Promise<ExpertApplication | null> {
      const row = await db
        .selectFrom('expert_applications')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toApplication(row) : null;
    },

    /** Stores the sign-up; null when the user already has one (the unique key decides). */
    async add(
      tenantId: string,
      userId: string,
      body: ExpertApplicationBody,
      at: Date,
    ): Promise<ExpertApplication | null> {
      const row = {
        id: randomUUID(),
        tenant_id: tenantId,
        user_id: userId,
        display_name: body.display_name,
        areas: JSON.stringify(body.areas),
        experience: body.experience,
        hours_per_month: body.hours_per_month,
        created_at: at.toISOString(),
      };
      const result = await db
        .insertInto('expert_applications')
        .values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 ? toApplication(row) : null;
    },
  };
}

export type ExpertProgramRepository = ReturnType<typeof createExpertProgramRepository>;
