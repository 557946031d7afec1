import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/ui/page-header';
import { CardsSkeleton, QueryState, type QueryLike } from '@/ui/query-states';
import { usePageTitle } from './use-page-title';

/**
 * A portal page that shows one read (spec §2 add-on and account pages): its title in the tab and
 * as the heading, the intro, then the read's states — a skeleton (cards unless the page draws its
 * own), what failed with a retry, else the content.
 */
export function QueryPage<T>({
  title,
  intro,
  query,
  loading,
  failed,
  failedDetail,
  className = 'space-y-6',
  children,
}: {
  readonly title: string;
  readonly intro: ReactNode;
  readonly query: QueryLike<T>;
  readonly loading?: ReactNode;
  readonly failed: ReactNode;
  readonly failedDetail?: ReactNode;
  readonly className?: string;
  readonly children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className={className}>
      <PageHeader title={title} intro={intro} />
      <QueryState
        query={query}
        loading={loading ?? <CardsSkeleton label={t('app.loading')} />}
        failed={failed}
        failedDetail={failedDetail}
        retryLabel={t('common.retry')}
      >
        {children}
      </QueryState>
    </div>
  );
}
