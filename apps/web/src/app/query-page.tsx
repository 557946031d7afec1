import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, QueryState, type QueryLike } from '@/ui/query-states';
import { TitledPageHeader } from './titled-page-header';

/**
 * A portal page that shows one read (spec §2 add-on and account pages): its title in the tab and
 * as the heading, the intro, then the read's states — a skeleton (cards unless the page draws its
 * own), what failed with a retry, else the content. `QueryPage` below reads the query itself; a
 * page that also looks at the read (the ID Defender pages' partner outage) passes it here.
 */
export function QueryPageFrame<T>({
  title,
  intro,
  query,
  loading,
  failed,
  failedDetail,
  empty,
  className = 'space-y-6',
  children,
}: {
  readonly title: string;
  readonly intro: ReactNode;
  readonly query: QueryLike<T>;
  readonly loading?: ReactNode;
  readonly failed: ReactNode;
  readonly failedDetail?: ReactNode;
  /** What shows instead of the content when the read is an empty list. */
  readonly empty?: ReactNode;
  readonly className?: string;
  readonly children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <TitledPageHeader title={title} intro={intro} />
      <QueryState
        query={query}
        loading={loading ?? <CardsSkeleton label={t('app.loading')} />}
        failed={failed}
        failedDetail={failedDetail}
        retryLabel={t('common.retry')}
        empty={empty}
      >
        {children}
      </QueryState>
    </div>
  );
}

/** A `QueryPage` reads its one query (`read`: the query's options, e.g. a `routeQuery`). */
export function QueryPage<TQueryFnData, TData, TQueryKey extends QueryKey>({
  read,
  ...frame
}: Omit<Parameters<typeof QueryPageFrame<TData>>[0], 'query'> & {
  readonly read: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>;
}) {
  const query = useQuery(read);
  return <QueryPageFrame query={query} {...frame} />;
}
