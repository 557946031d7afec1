import type { ReactNode } from 'react';
import { cx } from './cx';

/** A form's refusal that no field owns, announced as an alert; nothing while there is none. */
export function AlertMessage({
  message,
  className,
}: {
  readonly message: string | null | undefined;
  readonly className?: string;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={cx('rounded-control bg-danger-50 p-3 text-danger-700', className)}>
      {message}
    </p>
  );
}

/** Announces a message that also sits under its field, for screen readers only. */
export function ScreenReaderAlert({ children }: { readonly children: ReactNode }) {
  return (
    <p role="alert" className="sr-only">
      {children}
    </p>
  );
}

/** What an action did, announced politely; nothing while there is nothing to say. */
export function StatusMessage({
  message,
  className,
}: {
  readonly message: string | null | undefined;
  readonly className?: string;
}) {
  if (!message) return null;
  return (
    <p role="status" className={cx('font-semibold text-success-800', className)}>
      {message}
    </p>
  );
}
