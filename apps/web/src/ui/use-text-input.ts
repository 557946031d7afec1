import { useRef, useState, type ChangeEvent } from 'react';

/**
 * A controlled text field: its value, `props` that wire it to its `TextField` (`{...field.props}`:
 * ref, value, onChange) and `focus()` that takes the user back to it when its value is refused.
 */
export function useTextInput(initial = '') {
  const [value, setValue] = useState(initial);
  const ref = useRef<HTMLInputElement>(null);
  return {
    value,
    setValue,
    focus: () => ref.current?.focus(),
    props: {
      ref,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    },
  };
}

/** A text field's state as `useTextInput` gives it, for a field component that wires it. */
export type TextInput = ReturnType<typeof useTextInput>;
