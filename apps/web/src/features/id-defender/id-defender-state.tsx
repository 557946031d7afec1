import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { QueryPage } from '@/app/query-page';
import { RowsSkeleton } from '@/ui/query-states';

/**
 * The frame of an ID Defender page: heading and intro, a skeleton while the partner answers, a
 * clear error state when it does not (503 partner_unavailable) with a retry, then the content.
 */
export function IdDefenderPage<T>({
  title,
  intro,
  query,
  children,
}: {
  readonly title: string;
  readonly intro: string;
  readonly query: UseQueryResult<T>;
  readonly children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const unavailable = isApiError(query.error, 503);
  return (
    <QueryPage
      title={title}
      intro={intro}
      query={query}
      loading={<RowsSkeleton label={t('app.loading')} />}
      failed={unavailable ? t('idDefender.unavailable.title') : t('idDefender.failed')}
      failedDetail={unavailable ? t('idDefender.unavailable.body') : null}
    >
      {children}
    </QueryPage>
  );
}
