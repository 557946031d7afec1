import { useRef } from 'react';
import { signIn, type Credentials } from '@halyard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { sessionQuery } from '@/app/session-query';

export type SignInOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'in-flight' }
  | { readonly ok: false; readonly reason: 'failed'; readonly error: unknown };

/**
 * Signs in and primes the session query with the user the answer carries, so the portal opens
 * without asking for it again. A second submit while one is in flight is ignored.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => callApi(signIn, { body: credentials }),
    onSuccess: (session) => queryClient.setQueryData(sessionQuery.queryKey, session),
  });

  const submit = async (credentials: Credentials): Promise<SignInOutcome> => {
    if (inFlight.current) return { ok: false, reason: 'in-flight' };
    inFlight.current = true;
    try {
      await mutation.mutateAsync(credentials);
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: 'failed', error };
    } finally {
      inFlight.current = false;
    }
  };

  return { submit, error: mutation.error, isPending: mutation.isPending };
}
