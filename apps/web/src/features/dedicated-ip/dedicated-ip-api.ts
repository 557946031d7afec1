import {
  chooseDedicatedIpRegion,
  dedicatedIpAutobillOff,
  dedicatedIpAutobillOn,
  listDedicatedIpRegions,
  listDedicatedIps,
  type DedicatedIp,
} from '@halyard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeQuery } from '@/app/route-query';

export const dedicatedIpsQuery = routeQuery(['dedicated-ips'], listDedicatedIps, {
  select: (data) => data.dedicated_ips,
});

/** Decision 0168: the pool's regions and their free addresses, read fresh when shown. */
export const dedicatedIpRegionsQuery = routeQuery(
  ['dedicated-ip-regions'],
  listDedicatedIpRegions,
  { select: (data) => data.regions, staleTime: 0 },
);

/** Puts the server's answer for one add-on into the list. */
function useReplaceDip() {
  const queryClient = useQueryClient();
  return (updated: DedicatedIp) =>
    queryClient.setQueryData(dedicatedIpsQuery.queryKey, (data) =>
      data
        ? { dedicated_ips: data.dedicated_ips.map((d) => (d.id === updated.id ? updated : d)) }
        : data,
    );
}

/** The add-on's own automatic renewal; the list shows what the server answered. */
export function useDedicatedIpAutobill(id: string) {
  const replace = useReplaceDip();
  return useMutation({
    mutationFn: (on: boolean) =>
      callApi(on ? dedicatedIpAutobillOn : dedicatedIpAutobillOff, { params: { id } }),
    onSuccess: replace,
  });
}

/**
 * Chooses the region; the server assigns the address (or says the region has none free).
 * `onAssigned` runs here, not per call: the picker leaves the page once the address shows.
 */
export function useChooseDedicatedIpRegion(id: string, onAssigned: (dip: DedicatedIp) => void) {
  const queryClient = useQueryClient();
  const replace = useReplaceDip();
  return useMutation({
    mutationFn: (region: string) =>
      callApi(chooseDedicatedIpRegion, { params: { id }, body: { region } }),
    onSuccess: (updated: DedicatedIp) => {
      replace(updated);
      onAssigned(updated);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dedicatedIpRegionsQuery.queryKey }),
  });
}
