import { useRef } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { Credentials, SecondFactorMethod } from '@halyard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { sessionQuery } from '@/app/session-query';

export type SignInOutcome =
  | { readonly ok: true }
  | { readonly ok: 'second-factor'; readonly methods: readonly SecondFactorMethod[] }
  | { readonly ok: false; readonly reason: 'in-flight' }
  | { readonly ok: false; readonly reason: 'failed'; readonly error: unknown };

/**
 * Signs in and primes the session query with the user the answer carries, so the portal opens
 * without asking for it again. With two-factor on, the answer asks for the second step instead
 * (issue 23). A second submit while one is in flight is ignored.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => callApi(routes.signIn, { body: credentials }),
    onSuccess: (answer) => {
      if ('user' in answer) queryClient.setQueryData(sessionQuery.queryKey, answer);
    },
  });

  const submit = async (credentials: Credentials): Promise<SignInOutcome> => {
    if (inFlight.current) return { ok: false, reason: 'in-flight' };
    inFlight.current = true;
    try {
      const answer = await mutation.mutateAsync(credentials);
      if ('second_factor' in answer)
        return { ok: 'second-factor', methods: answer.second_factor.methods };
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: 'failed', error };
    } finally {
      inFlight.current = false;
    }
  };

  return { submit, error: mutation.error, isPending: mutation.isPending };
}
