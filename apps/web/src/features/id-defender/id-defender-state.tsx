import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { usePageTitle } from '@/app/use-page-title';
import { Button } from '@/ui/button';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';

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
  usePageTitle(title);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-ink-muted">{intro}</p>
      </div>
      {query.isPending ? (
        <LoadingRegion
          label={t('app.loading')}
          className="space-y-2 rounded-card bg-surface p-4 shadow-card"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </LoadingRegion>
      ) : query.isError ? (
        <div role="alert" className="rounded-card bg-surface p-6 shadow-card">
          <p className="font-semibold">
            {isApiError(query.error, 503)
              ? t('idDefender.unavailable.title')
              : t('idDefender.failed')}
          </p>
          {isApiError(query.error, 503) ? (
            <p className="mt-1 text-ink-muted">{t('idDefender.unavailable.body')}</p>
          ) : null}
          <Button className="mt-4" pending={query.isFetching} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
