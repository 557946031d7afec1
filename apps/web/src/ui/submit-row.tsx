import type { ReactNode } from 'react';
import { Button } from './button';

/** The submit button of a two-column form, on a row of its own under the fields. */
export function SubmitRow({
  pending,
  children,
}: {
  readonly pending: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className="sm:col-span-2">
      <Button type="submit" pending={pending}>
        {children}
      </Button>
    </div>
  );
}
