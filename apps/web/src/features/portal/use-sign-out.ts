import * as routes from '@halyard/contract/route-refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '@/app/api-client';
import { useLocalizePath } from '@/i18n/use-language';

// By type only: the contract's zod schemas stay out of the portal's first load (decision 0085).

/** Ends the session, leaves the portal for sign-in, then forgets every cached answer. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  return useMutation({
    mutationFn: () => callApi(routes.signOut),
    onSuccess: async () => {
      // Clearing after leaving: clearing first would make the portal refetch the user it shows.
      await navigate(localize('/sign-in'), { replace: true });
      queryClient.clear();
    },
  });
}
