import type { ComponentProps, MouseEvent } from 'react';
import { Slot } from 'radix-ui';
import { cx } from './cx';
import { useHydrated } from './use-hydrated';

type Variant = 'primary' | 'secondary';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'border border-border-strong bg-surface text-ink hover:bg-surface-muted',
};

interface ButtonProps extends ComponentProps<'button'> {
  readonly variant?: Variant;
  /**
   * Work is in progress: the button is announced busy and ignores activation (clicks and a form's
   * implicit submission alike), but keeps focus, unlike `disabled`.
   */
  readonly pending?: boolean;
  /** Render the single child (e.g. a link) with the button's look instead of a <button>. */
  readonly asChild?: boolean;
}

export function Button({
  variant = 'primary',
  pending = false,
  asChild = false,
  type = 'button',
  className,
  onClick,
  disabled,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const classes = cx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-4 py-2',
    'text-base font-semibold transition-colors motion-reduce:transition-none',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress aria-busy:opacity-80',
    variants[variant],
    className,
  );
  if (asChild) return <Slot.Root className={classes} onClick={onClick} {...props} />;

  const guardedClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      className={classes}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      onClick={guardedClick}
      // A submit button works once the app runs (a page the server rendered, decision 0140).
      disabled={disabled || (type === 'submit' && !hydrated)}
      {...props}
    />
  );
}
