import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './cx';
import { FieldError } from './field-error';

interface SelectFieldProps extends ComponentProps<'select'> {
  readonly label: string;
  /** The field's problem, shown under it and linked to it (aria-describedby). */
  readonly error?: string | undefined;
  readonly children: ReactNode;
}

/** A native select with its label and error: keyboard type-ahead and platform pickers for free. */
export function SelectField({ label, error, id, className, children, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(
          'min-h-11 rounded-control border bg-surface px-3 py-2 text-base text-ink',
          error ? 'border-danger-700' : 'border-border-strong',
        )}
        {...props}
      >
        {children}
      </select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
