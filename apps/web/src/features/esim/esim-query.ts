import { listEsims } from '@halyard/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';

export const esimsQuery = queryOptions({
  queryKey: ['esims'],
  queryFn: ({ signal }) => callApi(listEsims, { signal }),
  select: (data) => data.esims,
});
