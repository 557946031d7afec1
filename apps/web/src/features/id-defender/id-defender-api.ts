import type {
  getCreditScanner,
  getIdTheftInsurance,
  IdAlertList,
  listDataRemovals,
  listIdAlerts,
  markIdAlertRead,
} from '@halyard/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeRef } from '@/app/route-ref';

const api = {
  alerts: routeRef<typeof listIdAlerts>('GET', '/api/v1/id-defender/alerts'),
  markRead: routeRef<typeof markIdAlertRead>('POST', '/api/v1/id-defender/alerts/{alertId}/read'),
  insurance: routeRef<typeof getIdTheftInsurance>('GET', '/api/v1/id-defender/insurance'),
  removals: routeRef<typeof listDataRemovals>('GET', '/api/v1/id-defender/data-removal'),
  creditScanner: routeRef<typeof getCreditScanner>('GET', '/api/v1/id-defender/credit-scanner'),
};

// The partner may be briefly unavailable (503): the page says so and offers a retry itself.
const common = { staleTime: 60_000, retry: false } as const;

export const idAlertsQuery = queryOptions({
  queryKey: ['id-defender', 'alerts'],
  queryFn: ({ signal }) => callApi(api.alerts, { signal }),
  ...common,
});

export const insuranceQuery = queryOptions({
  queryKey: ['id-defender', 'insurance'],
  queryFn: ({ signal }) => callApi(api.insurance, { signal }),
  ...common,
});

export const dataRemovalQuery = queryOptions({
  queryKey: ['id-defender', 'data-removal'],
  queryFn: ({ signal }) => callApi(api.removals, { signal }),
  ...common,
});

export const creditScannerQuery = queryOptions({
  queryKey: ['id-defender', 'credit-scanner'],
  queryFn: ({ signal }) => callApi(api.creditScanner, { signal }),
  ...common,
});

/** Marks one alert read; the list in the cache takes the server's answer at once. */
export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => callApi(api.markRead, { params: { alertId } }),
    onSuccess: (alert) => {
      queryClient.setQueryData(idAlertsQuery.queryKey, (old: IdAlertList | undefined) => {
        if (!old) return old;
        const alerts = old.alerts.map((a) => (a.id === alert.id ? alert : a));
        return { alerts, unread: alerts.filter((a) => a.read_at === null).length };
      });
    },
  });
}
