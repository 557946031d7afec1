import type {
  getCreditScanner,
  getIdTheftInsurance,
  IdAlertList,
  listDataRemovals,
  listIdAlerts,
  markIdAlertRead,
} from '@halyard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeQuery } from '@/app/route-query';
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

export const idAlertsQuery = routeQuery(['id-defender', 'alerts'], api.alerts, common);
export const insuranceQuery = routeQuery(['id-defender', 'insurance'], api.insurance, common);
export const dataRemovalQuery = routeQuery(['id-defender', 'data-removal'], api.removals, common);
export const creditScannerQuery = routeQuery(
  ['id-defender', 'credit-scanner'],
  api.creditScanner,
  common,
);

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
