import type { ComponentProps } from 'react';
import { cx } from './cx';
import { FieldFrame } from './field-frame';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  readonly label: string;
  /** The field's problem, shown under it and linked to it (aria-describedby). */
  readonly error?: string | undefined;
}

/** A labelled multi-line field with its problem, the textarea sibling of `TextField`. */
export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(control, border) => (
        <textarea
          {...control}
          className={cx('rounded-control border bg-surface px-3 py-2 text-base', border)}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
