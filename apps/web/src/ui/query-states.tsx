import type { ReactNode } from 'react';
import { Button } from './button';
import { LoadingRegion, Skeletons } from './skeleton';

/** The skeletons that stand in for a read's list while it loads (no layout shift). */
const STACKS = {
  /** Cards standing in for a portal page's content. */
  cards: { region: 'space-y-4', item: 'h-40 w-full rounded-card', count: 2 },
  /** Rows standing in for a table or list on a card. */
  rows: {
    region: 'space-y-2 rounded-card bg-surface p-4 shadow-card',
    item: 'h-12 w-full',
    count: 4,
  },
} as const;

interface StackSkeletonProps {
  readonly label: string;
  readonly count?: number;
}

function StackSkeleton({
  kind,
  label,
  count,
}: StackSkeletonProps & { readonly kind: keyof typeof STACKS }) {
  const stack = STACKS[kind];
  return (
    <LoadingRegion label={label} className={stack.region}>
      <Skeletons count={count ?? stack.count} className={stack.item} />
    </LoadingRegion>
  );
}

export const CardsSkeleton = (props: StackSkeletonProps) => (
  <StackSkeleton kind="cards" {...props} />
);
export const RowsSkeleton = (props: StackSkeletonProps) => <StackSkeleton kind="rows" {...props} />;

/**
 * A load that failed: what happened (and why, when known) and a way to try again. `card`: the
 * page's content failed; `inline`: a part of a section that is otherwise shown.
 */
export function LoadFailed({
  message,
  detail,
  retryLabel,
  retrying,
  onRetry,
  variant = 'card',
}: {
  readonly message: ReactNode;
  readonly detail?: ReactNode;
  readonly retryLabel: string;
  readonly retrying: boolean;
  readonly onRetry: () => void;
  readonly variant?: 'card' | 'inline';
}) {
  if (variant === 'inline')
    return (
      <div role="alert" className="mt-3">
        <p>{message}</p>
        <Button variant="secondary" className="mt-2" pending={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    );
  return (
    <div role="alert" className="rounded-card bg-surface p-6 shadow-card">
      <p className="font-semibold">{message}</p>
      {detail ? <p className="mt-1 text-ink-muted">{detail}</p> : null}
      <Button className="mt-4" pending={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** What a page needs of a TanStack query to show its states. */
export interface QueryLike<T> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly data: T | undefined;
  readonly refetch: () => unknown;
}

/** A read that failed, as `LoadFailed`: its retry reads again and is busy while it does. */
export function QueryFailed({
  query,
  ...failed
}: Omit<Parameters<typeof LoadFailed>[0], 'retrying' | 'onRetry'> & {
  readonly query: Pick<QueryLike<unknown>, 'isFetching' | 'refetch'>;
}) {
  return (
    <LoadFailed {...failed} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  );
}

/**
 * The three states of a read, the same on every page: its skeleton while it loads, what failed
 * with a retry, else the content made from the data — or, for a list that came back empty, what
 * the page shows instead (`empty`, when it has such a sentence).
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  failedDetail,
  empty,
  children,
  ...failure
}: {
  readonly query: QueryLike<T>;
  readonly loading: ReactNode;
  readonly failed: ReactNode;
  readonly failedDetail?: ReactNode;
  readonly retryLabel: string;
  /** How a failure shows: as the page's card (the default) or inside a section. */
  readonly variant?: 'card' | 'inline';
  /** What shows instead of the content when the read is an empty list (an `EmptyCard`). */
  readonly empty?: ReactNode;
  readonly children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError || query.data === undefined)
    return <QueryFailed query={query} message={failed} detail={failedDetail} {...failure} />;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}

/** A read that found nothing to list: the page's sentence for it, on a card. */
export function EmptyCard({ children }: { readonly children: ReactNode }) {
  return <p className="rounded-card bg-surface p-6 text-ink-muted shadow-card">{children}</p>;
}
