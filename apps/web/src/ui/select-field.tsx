import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import { FieldFrame, LINE_CONTROL } from './field-frame';

interface SelectFieldProps extends ComponentProps<'select'> {
  readonly label: string;
  /** The field's problem, shown under it and linked to it (aria-describedby). */
  readonly error?: string | undefined;
  readonly children: ReactNode;
}

/** A native select with its label and error: keyboard type-ahead and platform pickers for free. */
export function SelectField({ label, error, id, className, children, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(control, border) => (
        <select {...control} className={cx(LINE_CONTROL, border)} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
