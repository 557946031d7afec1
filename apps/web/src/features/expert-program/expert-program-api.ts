import {
  applyToExpertProgram,
  getExpertApplication,
  type ExpertApplicationBody,
} from '@halyard/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';

export const expertApplicationQuery = queryOptions({
  queryKey: ['expert-program'],
  queryFn: ({ signal }) => callApi(getExpertApplication, { signal }),
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
