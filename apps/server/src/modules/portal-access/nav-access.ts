import {
  isFeatureOnFor,
  navigationItems,
  pageAccess,
  subscriptionFromApi,
  type FeatureAudience,
  type NavItemId,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { createUsersRepository } from '../account/users.repository';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';

const notEntitled = () =>
  new HttpError(403, 'not_entitled', 'This feature is not part of your subscription.');

export interface FeatureSettings {
  readonly expertProgram: FeatureAudience;
}

/**
 * spec §6 on the server: the same domain rules that build the web's navigation decide whether a
 * user may use a page's calls, so a hidden page is also a refused request (decision 0040 read
 * on the API side). Feature flags (decision 0064) are applied per user here.
 */
export function createNavAccess(deps: { db: Db; clock: Clock; features: FeatureSettings }) {
  const users = createUsersRepository(deps.db);
  const subscriptions = createSubscriptionsRepository(deps.db);

  async function emailOf(tenantId: string, userId: string): Promise<string | null> {
    const row = await deps.db
      .selectFrom('users')
      .select('email')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.email ?? null;
  }

  async function expertProgramFor(tenantId: string, userId: string): Promise<boolean> {
    const email = await emailOf(tenantId, userId);
    return email !== null && isFeatureOnFor(deps.features.expertProgram, email);
  }

  async function items(tenantId: string, userId: string) {
    const [user, subs, expertProgram] = await Promise.all([
      users.userData(tenantId, userId),
      subscriptions.listForUser(tenantId, userId),
      expertProgramFor(tenantId, userId),
    ]);
    return navigationItems({
      user,
      subscriptions: subs.map((sub) => subscriptionFromApi(sub)),
      now: deps.clock.now(),
      expertProgramEnabled: expertProgram,
    });
  }

  return {
    expertProgramFor,
    /** Whether the user's navigation shows `item` now. */
    async allows(tenantId: string, userId: string, item: NavItemId): Promise<boolean> {
      return (await items(tenantId, userId)).some((shown) => shown.id === item);
    },
    /** Refuses with 403 when the user's navigation does not show `item`. */
    async require(tenantId: string, userId: string, item: NavItemId): Promise<void> {
      if (!(await this.allows(tenantId, userId, item))) throw notEntitled();
    },
    /**
     * Refuses with 403 unless the user's navigation leads to the page at `path` (the web's page
     * guard rule, domain `pageAccess`), e.g. the router coupon of one particular subscription.
     */
    async requirePage(tenantId: string, userId: string, path: string): Promise<void> {
      if (pageAccess(await items(tenantId, userId), path).kind !== 'open') throw notEntitled();
    },
  };
}

export type NavAccess = ReturnType<typeof createNavAccess>;
