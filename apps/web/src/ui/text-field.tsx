import type { ComponentProps } from 'react';
import { cx } from './cx';
import { FieldFrame, LINE_CONTROL } from './field-frame';
import { useEarlyText } from './use-early-text';
import { useHydrated } from './use-hydrated';

interface TextFieldProps extends ComponentProps<'input'> {
  readonly label: string;
  /** The field's problem, shown under it and linked to it (aria-describedby). */
  readonly error?: string | undefined;
}

/**
 * A sign-in's fields wait for the app (decision 0235): a browser that fills a saved password as
 * the page loads hides it from scripts until the visitor interacts, so it could not be kept.
 */
const waitsForApp = ({ type, autoComplete }: ComponentProps<'input'>) =>
  type === 'password' || autoComplete === 'username';

export function TextField({
  label,
  error,
  id,
  className,
  readOnly,
  ref,
  ...props
}: TextFieldProps) {
  const hydrated = useHydrated();
  // Text typed before the app runs is handed to the app once it does (decision 0235).
  const early = useEarlyText(ref);
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(control, border) => (
        <input
          {...control}
          ref={early}
          className={cx(LINE_CONTROL, border)}
          readOnly={readOnly || (!hydrated && waitsForApp(props))}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
