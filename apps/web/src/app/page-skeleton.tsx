import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';

/** What shows while the first page's code, catalogue and data load (no spinner: DESIGN.md). */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('app.loading')} className="min-h-dvh">
      <div className="flex h-16 items-center border-b border-border bg-surface px-4 sm:px-6">
        <Skeleton className="h-6 w-32" />
      </div>
      <div className="mx-auto max-w-3xl space-y-4 p-6">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-72 max-w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    </LoadingRegion>
  );
}
