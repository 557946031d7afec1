import type { FormEvent, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { AlertMessage } from './alert-message';
import { Button } from './button';
import { DialogContent } from './dialog';

/**
 * A form in a dialog: the button that opens it, title and consequence, the fields (children),
 * the refusal no field owns, and the submit button, pending while the write runs. The caller
 * owns `open`, so a success can close it and a close can forget a refusal.
 */
export function FormDialog({
  trigger,
  title,
  description,
  closeLabel,
  open,
  onOpenChange,
  onSubmit,
  alert,
  pending,
  submitLabel,
  children,
}: {
  readonly trigger: ReactNode;
  readonly title: string;
  readonly description: ReactNode;
  readonly closeLabel: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Called after the browser's own submission is prevented. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly alert: string | null;
  readonly pending: boolean;
  readonly submitLabel: string;
  readonly children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogContent title={title} description={description} closeLabel={closeLabel}>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
        >
          {children}
          <AlertMessage message={alert} className="text-sm" />
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
