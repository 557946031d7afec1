import type { cancelDeletion, getDeletion, requestDeletion } from '@halyard/contract';
import { routeRef } from './route-ref';
import { routeQuery } from './route-query';

/**
 * spec §7 GET/PUT/DELETE /api/v2/users/deletion, shared by Account & Billing (where it is asked
 * for) and the dashboard (which shows a pending one, issue 24 item 3).
 */
export const deletionApi = {
  getDeletion: routeRef<typeof getDeletion>('GET', '/api/v2/users/deletion'),
  requestDeletion: routeRef<typeof requestDeletion>('PUT', '/api/v2/users/deletion'),
  cancelDeletion: routeRef<typeof cancelDeletion>('DELETE', '/api/v2/users/deletion'),
};

/**
 * Fresh for a minute like the portal's other reads: a page the server rendered brings it, and the
 * deletion pages write their answers into it, so hydrating does not read it again (decision 0230).
 */
export const deletionQuery = routeQuery(['account', 'deletion'], deletionApi.getDeletion, {
  staleTime: 60_000,
});
