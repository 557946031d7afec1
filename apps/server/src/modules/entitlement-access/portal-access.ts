import type { Subscription as ApiSubscription, UserData } from '@halyard/contract';
import {
  isEligibleSubscription,
  navigationItems,
  subscriptionFromApi,
  type NavItemId,
  type SubscriptionFromApi,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { createUsersRepository } from '../account/users.repository';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';

type PortalSubscription = SubscriptionFromApi<ApiSubscription>;

/** What the server knows of a user when it checks an add-on page. */
export interface PortalAccess {
  readonly user: UserData;
  /** All of the user's subscriptions (spec §3 shape). */
  readonly subscriptions: readonly PortalSubscription[];
  /** The spec §4 eligible ones (decision 0014): what an add-on is granted by. */
  readonly eligible: readonly PortalSubscription[];
}

export const notEntitled = () =>
  new HttpError(403, 'not_entitled', 'This feature is not part of your subscription.');

/**
 * The server side of decision 0040: an add-on's API answers only users whose spec §6 navigation
 * holds the item — the same domain rule that shows the link and opens the page — so a user
 * without the feature can neither see it nor call it (403 `not_entitled`).
 */
export function createPortalAccess(deps: { db: Db; clock: Clock }) {
  const users = createUsersRepository(deps.db);
  const subscriptionsRepo = createSubscriptionsRepository(deps.db);

  return {
    async require(
      actor: { readonly tenantId: string; readonly id: string },
      items: readonly NavItemId[],
    ): Promise<PortalAccess & { readonly items: ReadonlySet<NavItemId> }> {
      const [user, rows] = await Promise.all([
        users.userData(actor.tenantId, actor.id),
        subscriptionsRepo.listForUser(actor.tenantId, actor.id),
      ]);
      const subscriptions = rows.map((row) => subscriptionFromApi(row));
      if (!user) throw notEntitled();
      const now = deps.clock.now();
      const visible = new Set(navigationItems({ user, subscriptions, now }).map((item) => item.id));
      const held = new Set(items.filter((item) => visible.has(item)));
      if (held.size === 0) throw notEntitled();
      const eligible = subscriptions.filter((s) => isEligibleSubscription(s, now));
      return { user, subscriptions, eligible, items: held };
    },
  };
}

export type PortalAccessChecker = ReturnType<typeof createPortalAccess>;
