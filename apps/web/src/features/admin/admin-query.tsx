import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton';
import { ADMIN_NS } from './admin-i18n';

/** What the back office needs of a TanStack query to show its states. */
interface QueryLike<T> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly data: T | undefined;
}

/** A back-office read: a skeleton while it loads, "failed" when it did not, else its content. */
export function AdminQuery<T>({
  query,
  loading = <Skeleton className="h-40 w-full" />,
  children,
}: {
  readonly query: QueryLike<T>;
  readonly loading?: ReactNode;
  readonly children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NS);
  if (query.isPending) return loading;
  if (query.isError || query.data === undefined) return <p role="alert">{t('common.failed')}</p>;
  return children(query.data);
}
