import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminCatalogue,
  getAdminCustomer,
  getRevenue,
  getStaffSelf,
  listAudit,
  listFailedRenewals,
  listAdminPromotionCodes,
  listGiftCardBatches,
  listStaff,
  listStaffSessions,
  searchCustomers,
  type RouteContract,
} from '@halyard/contract';
import { callApi, type CallInput } from '@/app/api-client';
import { isApiError } from '@/app/api-error';

/** Every back-office query lives under this key: signing out drops them all. */
export const ADMIN_KEY = 'admin';

/** The signed-in staff member; null when there is none (401). */
export function useStaffSelf() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'me'],
    queryFn: async () => {
      try {
        return await callApi(getStaffSelf);
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    staleTime: 30_000,
  });
}

export const useCustomerSearch = (q: string) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'customers', q],
    queryFn: () => callApi(searchCustomers, { query: { q } }),
    enabled: q.trim().length >= 2,
  });

export const useCustomer = (customerId: string) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'customer', customerId],
    queryFn: () => callApi(getAdminCustomer, { params: { customerId } }),
  });

export const useFailedRenewals = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'dunning'], queryFn: () => callApi(listFailedRenewals) });

export const useRevenue = (from: string, to: string) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'revenue', from, to],
    queryFn: () => callApi(getRevenue, { query: { from, to } }),
  });

export const useCatalogue = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'catalogue'], queryFn: () => callApi(getAdminCatalogue) });

export const useGiftCardBatches = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'gift-cards'], queryFn: () => callApi(listGiftCardBatches) });

export const usePromotionCodes = () =>
  useQuery({
    queryKey: [ADMIN_KEY, 'promotion-codes'],
    queryFn: () => callApi(listAdminPromotionCodes),
  });

export const useAudit = (filter: { action?: string; staff?: string; customer?: string }) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'audit', filter],
    queryFn: () =>
      callApi(listAudit, {
        query: {
          limit: 100,
          ...(filter.action && { action: filter.action }),
          ...(filter.staff && { staff: filter.staff }),
          ...(filter.customer && { customer: filter.customer }),
        },
      }),
  });

export const useStaff = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'staff'], queryFn: () => callApi(listStaff) });

export const useStaffSessions = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'sessions'], queryFn: () => callApi(listStaffSessions) });

/**
 * A back-office write: the call, then every back-office query read again (the audit log and
 * the page the action changed show its result).
 */
export function useAdminAction<C extends RouteContract>(route: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) =>
      (callApi as (r: C, i: CallInput<C>) => Promise<unknown>)(route, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
