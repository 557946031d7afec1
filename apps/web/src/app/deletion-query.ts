import * as routes from '@halyard/contract/route-refs';
import { routeQuery } from './route-query';

/**
 * spec §7 GET /api/v2/users/deletion, shared by Account & Billing (where it is asked for) and
 * the dashboard (which shows a pending one, issue 24 item 3).
 *
 * Fresh for a minute like the portal's other reads: a page the server rendered brings it, and the
 * deletion pages write their answers into it, so hydrating does not read it again (decision 0230).
 */
export const deletionQuery = routeQuery(['account', 'deletion'], routes.getDeletion, {
  staleTime: 60_000,
});
