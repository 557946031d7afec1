import * as routes from '@halyard/contract/route-refs';
import { callApi } from '@/app/api-client';
import { routeQuery, useChangeThenRefresh } from '@/app/route-query';

export const referralsQuery = routeQuery(['referrals'], routes.getReferrals, { staleTime: 60_000 });

/** POST /api/v1/referrals/invites; the page reads its list again so the invite appears. */
export function useInviteFriend() {
  return useChangeThenRefresh(
    (email: string) => callApi(routes.sendReferralInvite, { body: { email } }),
    referralsQuery,
  );
}
