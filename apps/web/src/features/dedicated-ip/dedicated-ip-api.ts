import {
  dedicatedIpAutobillOff,
  dedicatedIpAutobillOn,
  listDedicatedIps,
  type DedicatedIp,
} from '@halyard/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';

export const dedicatedIpsQuery = queryOptions({
  queryKey: ['dedicated-ips'],
  queryFn: ({ signal }) => callApi(listDedicatedIps, { signal }),
  select: (data) => data.dedicated_ips,
});

/** The add-on's own automatic renewal; the list shows what the server answered. */
export function useDedicatedIpAutobill(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      callApi(on ? dedicatedIpAutobillOn : dedicatedIpAutobillOff, { params: { id } }),
    onSuccess: (updated: DedicatedIp) =>
      queryClient.setQueryData(dedicatedIpsQuery.queryKey, (data) =>
        data
          ? { dedicated_ips: data.dedicated_ips.map((d) => (d.id === updated.id ? updated : d)) }
          : data,
      ),
  });
}
