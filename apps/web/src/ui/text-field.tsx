import type { ComponentProps } from 'react';
import { cx } from './cx';
import { FieldFrame, LINE_CONTROL } from './field-frame';
import { useHydrated } from './use-hydrated';

interface TextFieldProps extends ComponentProps<'input'> {
  readonly label: string;
  /** The field's problem, shown under it and linked to it (aria-describedby). */
  readonly error?: string | undefined;
}

export function TextField({ label, error, id, className, readOnly, ...props }: TextFieldProps) {
  // Typed into before the app runs, the field would lose the text when React hydrates it.
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(control, border) => (
        <input
          {...control}
          className={cx(LINE_CONTROL, border)}
          readOnly={readOnly || !hydrated}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
