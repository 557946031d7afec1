import type { ComponentProps } from 'react';
import { cx } from './cx';
import { FieldFrame } from './field-frame';
import { useEarlyText } from './use-early-text';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  readonly label: string;
  /** The field's problem, shown under it and linked to it (aria-describedby). */
  readonly error?: string | undefined;
}

/** A labelled multi-line field with its problem, the textarea sibling of `TextField`. */
export function TextAreaField({ label, error, id, className, ref, ...props }: TextAreaFieldProps) {
  // Text typed before the app runs is handed to the app once it does (decision 0235).
  const early = useEarlyText(ref);
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(control, border) => (
        <textarea
          {...control}
          ref={early}
          className={cx('rounded-control border bg-surface px-3 py-2 text-base', border)}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
