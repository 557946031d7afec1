import {
  applyToExpertProgram,
  getExpertApplication,
  type ExpertApplicationBody,
} from '@halyard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeQuery } from '@/app/route-query';

export const expertApplicationQuery = routeQuery(['expert-program'], getExpertApplication, {
  select: (data) => data.application,
});

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpertApplicationBody) => callApi(applyToExpertProgram, { body }),
    onSuccess: (application) =>
      queryClient.setQueryData(expertApplicationQuery.queryKey, { application }),
  });
}
