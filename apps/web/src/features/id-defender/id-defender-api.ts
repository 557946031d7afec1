import type { IdAlertList } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeQuery } from '@/app/route-query';

// The partner may be briefly unavailable (503): the page says so and offers a retry itself.
const common = { staleTime: 60_000, retry: false } as const;

export const idAlertsQuery = routeQuery(['id-defender', 'alerts'], routes.listIdAlerts, common);
export const insuranceQuery = routeQuery(
  ['id-defender', 'insurance'],
  routes.getIdTheftInsurance,
  common,
);
export const dataRemovalQuery = routeQuery(
  ['id-defender', 'data-removal'],
  routes.listDataRemovals,
  common,
);
export const creditScannerQuery = routeQuery(
  ['id-defender', 'credit-scanner'],
  routes.getCreditScanner,
  common,
);

/** Marks one alert read; the list in the cache takes the server's answer at once. */
export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => callApi(routes.markIdAlertRead, { params: { alertId } }),
    onSuccess: (alert) => {
      queryClient.setQueryData(idAlertsQuery.queryKey, (old: IdAlertList | undefined) => {
        if (!old) return old;
        const alerts = old.alerts.map((a) => (a.id === alert.id ? alert : a));
        return { alerts, unread: alerts.filter((a) => a.read_at === null).length };
      });
    },
  });
}
