import * as routes from '@halyard/contract/route-refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { sessionQuery } from '@/app/session-query';

/**
 * Signs in with a passkey (issue 23): on its own, or as the second step of a password sign-in
 * (the server knows which from the pending sign-in's cookie). `@simplewebauthn/browser` runs the
 * browser's WebAuthn prompt; it is loaded only when the button is used.
 */
export function usePasskeySignIn(onSignedIn: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const { options } = await callApi(routes.passkeySignInOptions, { body: {} });
      const credential = await startAuthentication({
        optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      });
      return callApi(routes.passkeySignIn, { body: { credential } as never });
    },
    onSuccess: async (session) => {
      queryClient.setQueryData(sessionQuery.queryKey, session);
      await onSignedIn();
    },
  });
}
