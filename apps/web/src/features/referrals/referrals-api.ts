import type { getReferrals, sendReferralInvite } from '@halyard/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeRef } from '@/app/route-ref';

const api = {
  overview: routeRef<typeof getReferrals>('GET', '/api/v1/referrals'),
  invite: routeRef<typeof sendReferralInvite>('POST', '/api/v1/referrals/invites'),
};

export const referralsQuery = queryOptions({
  queryKey: ['referrals'],
  queryFn: ({ signal }) => callApi(api.overview, { signal }),
  staleTime: 60_000,
});

/** POST /api/v1/referrals/invites; the page reads its list again so the invite appears. */
export function useInviteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(api.invite, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsQuery.queryKey }),
  });
}
