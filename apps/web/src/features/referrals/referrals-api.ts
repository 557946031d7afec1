import * as routes from '@halyard/contract/route-refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeQuery } from '@/app/route-query';

export const referralsQuery = routeQuery(['referrals'], routes.getReferrals, { staleTime: 60_000 });

/** POST /api/v1/referrals/invites; the page reads its list again so the invite appears. */
export function useInviteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(routes.sendReferralInvite, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsQuery.queryKey }),
  });
}
