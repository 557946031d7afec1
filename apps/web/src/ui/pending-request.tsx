import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';
import { AlertLine } from './alert-message';

/**
 * A request that waits before it is carried out (an account deletion, a refund): what will
 * happen and when (children), the failure of taking it back, and the button that takes it back.
 */
export function PendingRequest({
  error,
  cancelLabel,
  cancelling,
  onCancel,
  cancelVariant,
  className,
  children,
}: {
  readonly error: string | null;
  readonly cancelLabel: string;
  readonly cancelling: boolean;
  readonly onCancel: () => void;
  readonly cancelVariant?: 'primary' | 'secondary';
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <div className={cx('space-y-3', className)}>
      <p role="status" className="rounded-control bg-warning-50 p-3 text-warning-900">
        {children}
      </p>
      <AlertLine message={error} />
      <Button variant={cancelVariant} pending={cancelling} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
