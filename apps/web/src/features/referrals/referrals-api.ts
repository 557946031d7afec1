import type { getReferrals, sendReferralInvite } from '@halyard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeRef } from '@/app/route-ref';
import { routeQuery } from '@/app/route-query';

const api = {
  overview: routeRef<typeof getReferrals>('GET', '/api/v1/referrals'),
  invite: routeRef<typeof sendReferralInvite>('POST', '/api/v1/referrals/invites'),
};

export const referralsQuery = routeQuery(['referrals'], api.overview, { staleTime: 60_000 });

/** POST /api/v1/referrals/invites; the page reads its list again so the invite appears. */
export function useInviteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(api.invite, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsQuery.queryKey }),
  });
}
