import type { ReactNode } from 'react';
import { cx } from './cx';

interface MessageProps {
  readonly message: string | null | undefined;
  readonly className?: string;
}

/** A line announced as it appears (`alert` at once, `status` politely); nothing while empty. */
function Announced({ role, message, className }: MessageProps & { readonly role: string }) {
  if (!message) return null;
  return (
    <p role={role} className={className}>
      {message}
    </p>
  );
}

/** A form's refusal that no field owns, announced as an alert; nothing while there is none. */
export const AlertMessage = ({ message, className }: MessageProps) => (
  <Announced
    role="alert"
    message={message}
    className={cx('rounded-control bg-danger-50 p-3 text-danger-700', className)}
  />
);

/** A failure on its own line in the danger colour, announced as an alert; nothing without one. */
export const AlertLine = ({ message, className }: MessageProps) => (
  <Announced role="alert" message={message} className={cx(className, 'text-danger-700')} />
);

/** What an action did, announced politely; nothing while there is nothing to say. */
export const StatusMessage = ({ message, className }: MessageProps) => (
  <Announced
    role="status"
    message={message}
    className={cx('font-semibold text-success-800', className)}
  />
);

/** Announces a message that also sits under its field, for screen readers only. */
export function ScreenReaderAlert({ children }: { readonly children: ReactNode }) {
  return (
    <p role="alert" className="sr-only">
      {children}
    </p>
  );
}
