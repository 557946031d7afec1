import { useLayoutEffect, useRef, type Ref, type RefCallback } from 'react';
import { composeRefs } from 'radix-ui/internal';
import { useHydrated } from './use-hydrated';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Text typed into the server's HTML before the app took the page over, kept (decision 0235).
 *
 * The app's scripts load after the first paint (decision 0229), so a visitor on a slow phone can
 * type an email or a gift card code while the page is still plain HTML. React hydrates around the
 * text and leaves it in the field, but the app does not know it: a controlled field's state still
 * holds the server's value, and react-hook-form writes its default value into the field when it
 * registers it, so the text vanished. This ref, put on the field before the app's own ref, reads
 * what the visitor typed as the field is hydrated (before react-hook-form's ref can overwrite it)
 * and, once the field's part has committed, gives it back as the `input` event React listens for:
 * the app's own handler takes it, as if the visitor typed it now.
 */
export function useEarlyText<T extends TextControl>(ref: Ref<T> | undefined): RefCallback<T> {
  const hydrated = useHydrated();
  const field = useRef<T | null>(null);
  const typed = useRef<string | null>(null);
  useLayoutEffect(() => {
    const control = field.current;
    const text = typed.current;
    typed.current = null;
    // Replayed even where the field still shows it: a controlled field's state does not hold it,
    // and React puts the state's value back on the next render.
    if (control?.isConnected && text !== null) replayText(control, text);
  }, []);
  const own = (control: T | null) => {
    field.current = control;
    // While hydrating, the field's HTML value (`defaultValue`) is what the server rendered.
    if (control && !hydrated && control.value !== control.defaultValue)
      typed.current = control.value;
  };
  return composeRefs(own, ref);
}

/**
 * React notices a change to a field by comparing its value with the one it last saw (it watches
 * the element's own `value` setter). So the field is first set through that setter to something
 * else, then to the text through the element type's native setter, and the `input` event follows.
 */
function replayText(control: TextControl, text: string): void {
  control.value = text === '' ? ' ' : '';
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value');
  native?.set?.call(control, text);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
