import { useId, type ComponentProps } from 'react';
import { cx } from './cx';
import { FieldError } from './field-error';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  readonly label: string;
  /** The field's problem, shown under it and linked to it (aria-describedby). */
  readonly error?: string | undefined;
}

/** A labelled multi-line field with its problem, the textarea sibling of `TextField`. */
export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(
          'rounded-control border bg-surface px-3 py-2 text-base',
          error ? 'border-danger-700' : 'border-border-strong',
        )}
        {...props}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
