import { useId, type ReactNode } from 'react';
import { Label } from 'radix-ui';
import { cx } from './cx';
import { FieldError } from './field-error';

/** What the control of a field takes: its id and, while it has a problem, the problem linked. */
export interface FieldControl {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/**
 * A form control (text, text area, select) with its label above and its problem under it. The
 * control gets its id (given or generated) and the border of its state.
 */
export function FieldFrame({
  label,
  error,
  id,
  className,
  children,
}: {
  readonly label: string;
  readonly error: string | undefined;
  readonly id: string | undefined;
  readonly className: string | undefined;
  readonly children: (control: FieldControl, borderClass: string) => ReactNode;
}) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const control: FieldControl = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={fieldId} className="text-sm font-medium text-ink">
        {label}
      </Label.Root>
      {children(control, error ? 'border-danger-700' : 'border-border-strong')}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** The look of a one-line control (input, select). */
export const LINE_CONTROL =
  'min-h-11 rounded-control border bg-surface px-3 py-2 text-base text-ink';
