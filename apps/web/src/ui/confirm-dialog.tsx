import type { ComponentProps, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { AlertMessage } from './alert-message';
import { BusyDialog } from './busy-dialog';
import { Button } from './button';

/**
 * DESIGN.md "Destructive or money-moving actions confirm in a dialog that states the consequence":
 * the consequence (children), the error of a failed attempt, and two buttons — keep things as
 * they are, or do it. While the action runs the dialog stays open.
 */
export function ConfirmDialog({
  error,
  keepLabel,
  confirmLabel,
  onConfirm,
  children,
  ...frame
}: Omit<ComponentProps<typeof BusyDialog>, 'onOpen'> & {
  readonly error: string | null;
  readonly keepLabel: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
}) {
  return (
    <BusyDialog {...frame}>
      <div className="space-y-4">
        {children}
        <AlertMessage message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <Dialog.Close asChild>
            <Button variant="secondary">{keepLabel}</Button>
          </Dialog.Close>
          <Button pending={frame.busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </BusyDialog>
  );
}

/** What a confirmed action needs of its TanStack mutation (one without variables). */
interface ActionLike {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly reset: () => void;
  readonly mutate: () => void;
}

/**
 * A button that opens a ConfirmDialog for one action (an account deletion, a refund): its
 * failure shows in the dialog in the caller's words, and closing or reopening forgets it.
 */
export function ConfirmActionDialog({
  action,
  triggerLabel,
  failedText,
  open,
  onOpenChange,
  title,
  closeLabel,
  keepLabel,
  confirmLabel,
  children,
}: {
  readonly action: ActionLike;
  readonly triggerLabel: string;
  readonly failedText: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly closeLabel: string;
  readonly keepLabel: string;
  readonly confirmLabel: string;
  readonly children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        action.reset();
        onOpenChange(next);
      }}
      busy={action.isPending}
      trigger={<Button variant="secondary">{triggerLabel}</Button>}
      title={title}
      closeLabel={closeLabel}
      error={action.isError ? failedText : null}
      keepLabel={keepLabel}
      confirmLabel={confirmLabel}
      onConfirm={() => action.mutate()}
    >
      {children}
    </ConfirmDialog>
  );
}
