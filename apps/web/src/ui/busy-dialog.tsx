import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { DialogContent } from './dialog';

/**
 * A dialog for one action that stays open while the action runs (`busy`): neither its close
 * button, Escape nor a click outside closes it then. `onOpen` runs when it opens, so each opening
 * starts afresh (a reset mutation, a new attempt).
 */
export function BusyDialog({
  open,
  onOpenChange,
  busy,
  onOpen,
  trigger,
  title,
  closeLabel,
  children,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly busy: boolean;
  readonly onOpen?: () => void;
  /** The button that opens it, when it is not opened by something else (a switch). */
  readonly trigger?: ReactNode;
  readonly title: ReactNode;
  readonly closeLabel: string;
  readonly children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) onOpen?.();
        onOpenChange(next);
      }}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <DialogContent title={title} closeLabel={closeLabel}>
        {children}
      </DialogContent>
    </Dialog.Root>
  );
}
