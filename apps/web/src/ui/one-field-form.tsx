import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';

/** A form of one field with its button beside it (assign a seat, register an address, apply a code). */
export function OneFieldForm({
  onSubmit,
  pending,
  submitLabel,
  secondary = false,
  className,
  children,
}: {
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly pending: boolean;
  readonly submitLabel: string;
  /** The button in the secondary look (an optional step of a larger form). */
  readonly secondary?: boolean;
  /** Spacing and wrapping (`mt-4 flex-wrap`). */
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className={cx('flex items-end gap-3', className)}>
      {children}
      <Button type="submit" variant={secondary ? 'secondary' : 'primary'} pending={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
