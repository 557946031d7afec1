import { fail, ok, type Result } from '../shared/result';
import type { Period } from '../catalogue/periods';
import { isFreeTrialType } from '../subscriptions/conditions';
import type { Subscription, UserData } from '../subscriptions/types';

/** spec §5 "Free-period offers are only available to new users (a server message)." */
export const FREE_PERIODS_NEW_USERS_ONLY_MESSAGE = 'Free periods are only available for new users';

/** spec §5: A new user has never had a subscription (decision 0018). */
export function isNewUser(subscriptions: readonly unknown[]): boolean {
  return subscriptions.length === 0;
}

/**
 * spec §5: a price with a free period may only be bought by a new user. The server answers the
 * refusal with FREE_PERIODS_NEW_USERS_ONLY_MESSAGE (spec §8 turns it into the
 * free-trial-already-used message on the client).
 */
export function checkFreePeriodEligibility(
  freePeriod: Period,
  subscriptions: readonly unknown[],
): Result<null, 'free-periods-new-users-only'> {
  if (freePeriod.length > 0 && !isNewUser(subscriptions))
    return fail('free-periods-new-users-only');
  return ok(null);
}

/** spec §6: someone who has had a free trial (a free_trial_status or a free-trial type). */
export function hasUsedFreeTrial(
  user: Pick<UserData, 'free_trial_status'> | null,
  subs: readonly Pick<Subscription, 'type'>[],
): boolean {
  return Boolean(user?.free_trial_status) || subs.some((sub) => isFreeTrialType(sub.type));
}

/** spec §6 "Free-trial offers are refused to existing free-trial users." */
export function checkFreeTrialEligibility(
  user: Pick<UserData, 'free_trial_status'> | null,
  subs: readonly Pick<Subscription, 'type'>[],
): Result<null, 'free-trial-already-used'> {
  return hasUsedFreeTrial(user, subs) ? fail('free-trial-already-used') : ok(null);
}
