import { getDnsSettings, registerDnsAddress, removeDnsAddress } from '@halyard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeQuery } from '@/app/route-query';

export const dnsSettingsQuery = routeQuery(['dns-settings'], getDnsSettings);

/** Registers the address this browser's requests come from (the server decides which it is). */
export function useRegisterAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) =>
      callApi(registerDnsAddress, { body: label.trim() ? { label: label.trim() } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dnsSettingsQuery.queryKey }),
  });
}

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(removeDnsAddress, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dnsSettingsQuery.queryKey }),
  });
}
