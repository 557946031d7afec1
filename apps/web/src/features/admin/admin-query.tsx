import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { ADMIN_NS } from './admin-i18n';

/** What the back office needs of a TanStack query to show its states. */
interface QueryLike<T> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly data: T | undefined;
}

/**
 * A back-office read: a skeleton while it loads, what failed when it did not ("failed" unless the
 * page says more), else its content.
 */
export function AdminQuery<T>({
  query,
  loading = <Skeleton className="h-40 w-full" />,
  failed,
  children,
}: {
  readonly query: QueryLike<T>;
  readonly loading?: ReactNode;
  readonly failed?: string;
  readonly children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NS);
  if (query.isPending) return loading;
  if (query.isError || query.data === undefined)
    return <p role="alert">{failed ?? t('common.failed')}</p>;
  return children(query.data);
}

/** The back office's "loading" region: one block the size of what loads (`block`: its classes). */
export function AdminLoading({
  block,
  className,
}: {
  readonly block: string;
  readonly className?: string;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <LoadingRegion label={t('common.loading')} className={className}>
      <Skeleton className={block} />
    </LoadingRegion>
  );
}
