import type { ReactNode } from 'react';

/**
 * One entry of a description list (`<dl>`): the term, small and muted, over its value
 * (`className`: the value's size and weight); `note`, a muted line under the value.
 */
export function Fact({
  term,
  className,
  testId,
  note,
  children,
}: {
  readonly term: ReactNode;
  readonly className?: string;
  readonly testId?: string;
  readonly note?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className={className} data-testid={testId}>
        {children}
        {note ? <span className="block text-sm font-normal text-ink-muted">{note}</span> : null}
      </dd>
    </div>
  );
}
