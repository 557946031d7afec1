import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/ui/cx';
import { QueryState, type QueryLike } from '@/ui/query-states';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';

export type QuerySectionProps<T> = Omit<ComponentProps<typeof SectionCard>, 'children'> & {
  readonly query: QueryLike<T>;
  /** The loading bar's margin and height (`mt-3 h-12`). */
  readonly skeleton: string;
  readonly failed: ReactNode;
  /** The retry button's label; "Try again" from `common` unless the section has its own. */
  readonly retryLabel?: string;
  readonly failedAs?: 'card' | 'inline';
  readonly footer?: ReactNode;
  readonly children: (data: T) => ReactNode;
};

/**
 * A section of a page whose content is one read (the account and security cards), as `QueryPage`
 * is a page of one: the titled card, then the read's states — a bar the content's height while it
 * loads, what failed with a retry (inside the section unless `failedAs="card"`), else the content
 * made from the data. `footer` follows in every state (a form that adds to the list).
 */
export function QuerySection<T>({
  query,
  skeleton,
  failed,
  retryLabel,
  failedAs = 'inline',
  footer,
  children,
  ...card
}: QuerySectionProps<T>) {
  const { t } = useTranslation();
  return (
    <SectionCard {...card}>
      <QueryState
        query={query}
        loading={<Skeleton className={cx(skeleton, 'w-full')} />}
        failed={failed}
        retryLabel={retryLabel ?? t('common.retry')}
        variant={failedAs}
      >
        {children}
      </QueryState>
      {footer}
    </SectionCard>
  );
}
