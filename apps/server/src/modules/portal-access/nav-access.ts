import type { Subscription as ApiSubscription, UserData } from '@halyard/contract';
import {
  isEligibleSubscription,
  isFeatureOnFor,
  navigationItems,
  pageAccess,
  subscriptionFromApi,
  type FeatureAudience,
  type NavItemId,
  type PageAccess,
  type SubscriptionFromApi,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { createUsersRepository } from '../account/users.repository';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { Tax } from '../tax/tax.service';

export const notEntitled = () =>
  new HttpError(403, 'not_entitled', 'This feature is not part of your subscription.');

type PortalSubscription = SubscriptionFromApi<ApiSubscription>;

/** What the server knows of a user when it grants an add-on page's call. */
export interface PortalAccess {
  readonly user: UserData;
  /** All of the user's subscriptions (spec §3 shape). */
  readonly subscriptions: readonly PortalSubscription[];
  /** The spec §4 eligible ones (decision 0014): what an add-on is granted by. */
  readonly eligible: readonly PortalSubscription[];
  /** The asked-for navigation items the user holds (at least one). */
  readonly items: ReadonlySet<NavItemId>;
}

export interface FeatureSettings {
  readonly expertProgram: FeatureAudience;
}

/**
 * spec §6 on the server: the same domain rules that build the web's navigation decide whether a
 * user may use a page's calls, so a hidden page is also a refused request (decision 0040 read
 * on the API side). Feature flags (decision 0064) are applied per user here.
 */
export function createNavAccess(deps: {
  db: Db;
  clock: Clock;
  features: FeatureSettings;
  tax: Tax;
}) {
  const users = createUsersRepository(deps.db);
  const subscriptions = createSubscriptionsRepository(deps.db, deps.tax, deps.clock);

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

  async function load(tenantId: string, userId: string) {
    const [user, rows] = await Promise.all([
      users.userData(tenantId, userId),
      subscriptions.listForUser(tenantId, userId),
    ]);
    const subs = rows.map((row) => subscriptionFromApi(row));
    const now = deps.clock.now();
    // The flag is read from the user data already loaded (no second read of the email).
    const items = user
      ? navigationItems({
          user,
          subscriptions: subs,
          now,
          expertProgramEnabled: isFeatureOnFor(deps.features.expertProgram, user.email),
        })
      : [];
    return { user, subscriptions: subs, now, items };
  }

  const items = async (tenantId: string, userId: string) => (await load(tenantId, userId)).items;

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
    /**
     * What the web page at `path` is for this user (issue 17, decision 0134): `not-found` when it
     * names a subscription `krn` that is not theirs (the API's 404 for a foreign id), otherwise
     * the page guard's answer (domain `pageAccess`).
     */
    async pageFor(
      tenantId: string,
      userId: string,
      path: string,
      krn?: string,
    ): Promise<PageAccess | { readonly kind: 'not-found' }> {
      const { subscriptions: subs, items: shown } = await load(tenantId, userId);
      if (krn !== undefined && !subs.some((sub) => sub.krn === krn)) return { kind: 'not-found' };
      return pageAccess(shown, path);
    },
    /**
     * Refuses with 403 unless the user's navigation holds one of `wanted`; otherwise answers what
     * the add-on's service needs (the user, the subscriptions and the eligible ones).
     */
    async grant(
      actor: { readonly tenantId: string; readonly id: string },
      wanted: readonly NavItemId[],
    ): Promise<PortalAccess> {
      const { user, subscriptions: subs, now, items: shown } = await load(actor.tenantId, actor.id);
      if (!user) throw notEntitled();
      const visible = new Set(shown.map((item) => item.id));
      const held = new Set(wanted.filter((item) => visible.has(item)));
      if (held.size === 0) throw notEntitled();
      const eligible = subs.filter((s) => isEligibleSubscription(s, now));
      return { user, subscriptions: subs, eligible, items: held };
    },
  };
}

export type NavAccess = ReturnType<typeof createNavAccess>;
