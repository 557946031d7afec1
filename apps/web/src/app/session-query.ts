import { routeQuery } from './route-query';
import * as routes from '@halyard/contract/route-refs';

/**
 * The signed-in user. Shared by the portal guard, the portal and sign-in (which primes it with the
 * user the sign-in call returns), so it lives in src/app rather than in one feature. Its call is
 * the storefront's zod-free ref: the contract's schemas stay out of the portal's first load
 * (decision 0085).
 */
export const sessionQuery = routeQuery(['session'], routes.currentUser, { staleTime: 60_000 });
