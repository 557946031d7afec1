import type { ExpertApplication, ExpertApplicationBody } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { NavAccess } from '../portal-access/nav-access';
import type { ExpertProgramRepository } from './expert-program.repository';

export type ApplyOutcome =
  | { readonly ok: true; readonly value: ExpertApplication }
  | { readonly ok: false; readonly reason: 'not-available' | 'already-applied' };

/**
 * spec §6 "Expert Program, when a feature flag is on" (decision 0064): the page and its calls
 * exist for a user only while the flag is on for them and their navigation shows the item.
 */
export function createExpertProgramService(deps: {
  repo: ExpertProgramRepository;
  access: NavAccess;
  clock: Clock;
}) {
  const { repo, access, clock } = deps;
  const open = (tenantId: string, userId: string) =>
    access.allows(tenantId, userId, 'expert-program');
  return {
    flags: async (tenantId: string, userId: string) => ({
      expert_program: await access.expertProgramFor(tenantId, userId),
    }),

    async application(tenantId: string, userId: string): Promise<ExpertApplication | null | false> {
      if (!(await open(tenantId, userId))) return false;
      return repo.find(tenantId, userId);
    },

    async apply(
      tenantId: string,
      userId: string,
      body: ExpertApplicationBody,
    ): Promise<ApplyOutcome> {
      if (!(await open(tenantId, userId))) return { ok: false, reason: 'not-available' };
      const stored = await repo.add(tenantId, userId, body, clock.now());
      return stored ? { ok: true, value: stored } : { ok: false, reason: 'already-applied' };
    },
  };
}
