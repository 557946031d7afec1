import { useId, type ComponentProps } from 'react';
import { Switch } from 'radix-ui';
import { ConfirmDialog } from './confirm-dialog';
import { AlertLine } from './alert-message';

/**
 * The confirm-before-change switch (a subscription's, a dedicated IP's and the business seats'
 * auto-renew): a labelled on/off switch with its state in words ("Auto-renew · On") in a muted
 * row, and the dialog that states the consequence (children) and makes the change (DESIGN.md
 * "Destructive or money-moving actions confirm in a dialog"). The switch shows the server's
 * state: `onCheckedChange` asks for the change (usually by opening the dialog), it does not make
 * it. Under the switch: what the change did (`done`) and a refusal of a change made without the
 * dialog (`rowError`, while the dialog is closed). The rest are the dialog's (ConfirmDialog).
 */
export function ConfirmSwitch({
  label,
  stateText,
  checked,
  busy,
  onCheckedChange,
  done,
  rowError,
  ...dialog
}: {
  readonly label: string;
  readonly stateText: string;
  readonly checked: boolean;
  readonly busy: boolean;
  readonly onCheckedChange: (next: boolean) => void;
  readonly done?: string | null;
  readonly rowError?: string | null;
} & Omit<ComponentProps<typeof ConfirmDialog>, 'busy' | 'trigger'>) {
  const labelId = useId();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-control bg-surface-muted px-4 py-3">
      <Switch.Root
        aria-labelledby={labelId}
        checked={checked}
        aria-busy={busy || undefined}
        onCheckedChange={onCheckedChange}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-border-strong bg-surface transition-colors data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 motion-reduce:transition-none"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full rtl:-translate-x-0.5 bg-border-strong transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-white motion-reduce:transition-none rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Root>
      <span id={labelId} className="font-medium">
        {label}
      </span>
      <span className="text-sm text-ink-muted">{stateText}</span>
      <p role="status" className="basis-full text-sm text-success-800 empty:hidden">
        {done}
      </p>
      <AlertLine message={dialog.open ? null : rowError} className="basis-full text-sm" />
      <ConfirmDialog {...dialog} busy={busy} />
    </div>
  );
}
