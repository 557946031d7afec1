import { getDnsSettings, registerDnsAddress, removeDnsAddress } from '@halyard/contract';
import { callApi } from '@/app/api-client';
import { routeQuery, useChangeThenRefresh } from '@/app/route-query';

export const dnsSettingsQuery = routeQuery(['dns-settings'], getDnsSettings);

/** Registers the address this browser's requests come from (the server decides which it is). */
export function useRegisterAddress() {
  return useChangeThenRefresh(
    (label: string) =>
      callApi(registerDnsAddress, { body: label.trim() ? { label: label.trim() } : {} }),
    dnsSettingsQuery,
  );
}

export function useRemoveAddress() {
  return useChangeThenRefresh(
    (id: string) => callApi(removeDnsAddress, { params: { id } }),
    dnsSettingsQuery,
  );
}
