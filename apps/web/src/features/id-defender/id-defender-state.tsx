import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { QueryPageFrame } from '@/app/query-page';
import { RowsSkeleton } from '@/ui/query-states';

/**
 * The frame of an ID Defender page: heading and intro, a skeleton while the partner answers, a
 * clear error state when it does not (503 partner_unavailable) with a retry, then the content.
 */
export function IdDefenderPage<TQueryFnData, T, TQueryKey extends QueryKey>({
  title,
  intro,
  read,
  children,
}: {
  readonly title: string;
  readonly intro: string;
  readonly read: UseQueryOptions<TQueryFnData, Error, T, TQueryKey>;
  readonly children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useQuery(read);
  const unavailable = isApiError(query.error, 503);
  return (
    <QueryPageFrame
      title={title}
      intro={intro}
      query={query}
      loading={<RowsSkeleton label={t('app.loading')} />}
      failed={unavailable ? t('idDefender.unavailable.title') : t('idDefender.failed')}
      failedDetail={unavailable ? t('idDefender.unavailable.body') : null}
    >
      {children}
    </QueryPageFrame>
  );
}
