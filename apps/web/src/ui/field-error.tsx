import type { ReactNode } from 'react';
import { ErrorIcon } from './icons';

/** A field's problem under it, with the error icon; `id` is what the field's aria-describedby names. */
export function FieldError({
  id,
  children,
}: {
  readonly id?: string;
  readonly children: ReactNode;
}) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-danger-700">
      <ErrorIcon />
      {children}
    </p>
  );
}
