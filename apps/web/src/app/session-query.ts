import type { currentUser } from '@halyard/contract';
import { routeRef } from './route-ref';
import { routeQuery } from './route-query';

// The contract by type only: its zod schemas stay out of the portal's first load (decision 0085).
const me = routeRef<typeof currentUser>('GET', '/api/v1/auth/me');

/**
 * The signed-in user. Shared by the portal guard, the portal and sign-in (which primes it with the
 * user the sign-in call returns), so it lives in src/app rather than in one feature.
 */
export const sessionQuery = routeQuery(['session'], me, { staleTime: 60_000 });
