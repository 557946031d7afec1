import type { ReactNode } from 'react';
import { Button } from './button';
import { LoadingRegion, Skeleton } from './skeleton';

/** Skeleton cards standing in for a portal page's content while it loads (no layout shift). */
export function CardsSkeleton({
  label,
  count = 2,
}: {
  readonly label: string;
  readonly count?: number;
}) {
  return (
    <LoadingRegion label={label} className="space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-40 w-full rounded-card" />
      ))}
    </LoadingRegion>
  );
}

/** A load that failed: what happened and a way to try again. */
export function LoadFailed({
  message,
  retryLabel,
  retrying,
  onRetry,
}: {
  readonly message: ReactNode;
  readonly retryLabel: string;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-card bg-surface p-6 shadow-card">
      <p className="font-semibold">{message}</p>
      <Button className="mt-4" pending={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
