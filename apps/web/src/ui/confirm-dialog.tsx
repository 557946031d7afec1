import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { AlertMessage } from './alert-message';
import { Button } from './button';
import { DialogContent } from './dialog';

/**
 * DESIGN.md "Destructive or money-moving actions confirm in a dialog that states the consequence":
 * the consequence (children), the error of a failed attempt, and two buttons — keep things as
 * they are, or do it. While the action runs the dialog stays open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  busy,
  title,
  closeLabel,
  trigger,
  error,
  keepLabel,
  confirmLabel,
  onConfirm,
  children,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly busy: boolean;
  readonly title: ReactNode;
  readonly closeLabel: string;
  /** The button that opens it, when it is not opened by something else (a switch). */
  readonly trigger?: ReactNode;
  readonly error: string | null;
  readonly keepLabel: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <DialogContent title={title} closeLabel={closeLabel}>
        <div className="space-y-4">
          {children}
          <AlertMessage message={error} />
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{keepLabel}</Button>
            </Dialog.Close>
            <Button pending={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
