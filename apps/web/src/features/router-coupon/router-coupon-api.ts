import { claimRouterCoupon, getRouterCoupon } from '@halyard/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';

export const routerCouponQuery = (krn: string) =>
  queryOptions({
    queryKey: ['router-coupon', krn],
    queryFn: ({ signal }) => callApi(getRouterCoupon, { params: { krn }, signal }),
  });

export function useClaimCoupon(krn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(claimRouterCoupon, { params: { krn } }),
    onSuccess: (coupon) => queryClient.setQueryData(routerCouponQuery(krn).queryKey, coupon),
  });
}
