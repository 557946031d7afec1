import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import { FieldFrame, LINE_CONTROL } from './field-frame';

/** One choice of a select: the value it submits and the words it shows. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps extends ComponentProps<'select'> {
  readonly label: string;
  /** The field's problem, shown under it and linked to it (aria-describedby). */
  readonly error?: string | undefined;
  /** The choices, in order (a list or an enumeration mapped to its words). */
  readonly options?: readonly SelectOption[];
  /** The words of a first, empty choice ("Choose a country"), when nothing is chosen yet. */
  readonly placeholder?: string;
  readonly children?: ReactNode;
}

/** A native select with its label and error: keyboard type-ahead and platform pickers for free. */
export function SelectField({
  label,
  error,
  id,
  className,
  options,
  placeholder,
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(control, border) => (
        <select {...control} className={cx(LINE_CONTROL, border)} {...props}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
