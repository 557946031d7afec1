import { useId, type ComponentProps } from 'react';
import { Label } from 'radix-ui';
import { cx } from './cx';
import { FieldError } from './field-error';
import { useHydrated } from './use-hydrated';

interface TextFieldProps extends ComponentProps<'input'> {
  readonly label: string;
  /** The field's problem, shown under it and linked to it (aria-describedby). */
  readonly error?: string | undefined;
}

export function TextField({
  label,
  error,
  id,
  className,
  readOnly,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  // Typed into before the app runs, the field would lose the text when React hydrates it.
  const hydrated = useHydrated();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </Label.Root>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(
          'min-h-11 rounded-control border bg-surface px-3 py-2 text-base text-ink',
          error ? 'border-danger-700' : 'border-border-strong',
        )}
        readOnly={readOnly || !hydrated}
        {...inputProps}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
