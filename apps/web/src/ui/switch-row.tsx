import { useId, type ReactNode } from 'react';
import { Switch } from 'radix-ui';

/**
 * A labelled on/off switch with its state in words ("Auto-renew · On"), in a muted row; what
 * follows (a status, an error, its confirmation dialog) comes as children. The switch shows the
 * server's state: `onCheckedChange` asks for the change, it does not make it.
 */
export function SwitchRow({
  label,
  stateText,
  checked,
  busy,
  onCheckedChange,
  children,
}: {
  readonly label: string;
  readonly stateText: string;
  readonly checked: boolean;
  readonly busy: boolean;
  readonly onCheckedChange: (next: boolean) => void;
  readonly children?: ReactNode;
}) {
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
      {children}
    </div>
  );
}
