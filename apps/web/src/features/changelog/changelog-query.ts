import { listChangelog } from '@halyard/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';

const PAGE_SIZE = 10;

/** spec §2 Changelog, newest first, a page at a time (the server says where the next starts). */
export const changelogQuery = infiniteQueryOptions({
  queryKey: ['changelog'],
  queryFn: ({ pageParam, signal }) =>
    callApi(listChangelog, {
      query: { limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
      signal,
    }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_before,
});
