import type { ReactNode } from 'react';
import { cx } from './cx';

/** A grey block standing in for content that is loading; it pulses unless motion is reduced. */
export function Skeleton({ className }: { readonly className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx('rounded-control bg-skeleton motion-safe:animate-pulse', className)}
    />
  );
}

/** Wraps skeletons so assistive technology hears one "loading" instead of nothing. */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** `count` alike skeletons in a row: a list's rows, a grid's cards, a form's fields. */
export function Skeletons({
  count,
  className,
}: {
  readonly count: number;
  readonly className: string;
}) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);
}
