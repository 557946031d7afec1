import { currentUser } from '@halyard/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * The signed-in user. Shared by the portal guard, the portal and sign-in (which primes it with the
 * user the sign-in call returns), so it lives in src/app rather than in one feature.
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => callApi(currentUser, { signal }),
  staleTime: 60_000,
});
