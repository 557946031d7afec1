import { useEffect, useRef, type RefObject } from 'react';

/**
 * What a visitor chose in the server's HTML before the app took it over, told to the app.
 *
 * The app's scripts load after the first paint (decision 0229), so on a slow phone a visitor can
 * pick a plan, tick an add-on or pick a currency while the page is still plain HTML. The browser
 * keeps that (the radio is checked), React hydrates around it without noticing, and the app's
 * state still says what the server rendered: its first re-render put the server's plan back, and
 * "Continue to checkout" went to a plan the visitor had not chosen. React has the same replay
 * behind a flag that no stable release turns on (`enableHydrationChangeEvent`, react#33129).
 *
 * `noteEarlyInput` reads, just before hydration, each checkbox, radio and select whose state is
 * not the one the HTML says (`defaultChecked`, `defaultSelected`); once the page's part has
 * hydrated, `replayEarlyInput` gives each the event React listens for, as if the visitor did it
 * now: the app's own handler runs and its state follows. From hydration on, React hears the
 * visitor itself. The storefront's pages replay from `useFreshAfterHydration`, other forms with
 * `useEarlyInputReplay`. Text typed before hydration is kept by the field itself
 * (`useEarlyText` in `TextField` and `TextAreaField`, decision 0235).
 */
type Early =
  | { readonly kind: 'checked'; readonly control: HTMLInputElement; readonly checked: boolean }
  | { readonly kind: 'selected'; readonly control: HTMLSelectElement; readonly value: string };

let noted: Early[] = [];
let clicked: HTMLButtonElement | null = null;

declare global {
  /**
   * The page's loader (decision 0229) notes the last button clicked before the app ran; this
   * hands it over and stops noting (decision 0237). Absent on a page the app rendered itself.
   */
  var takeEarlyClick: (() => HTMLButtonElement | null) | undefined;
}

/**
 * Before hydration: what the visitor has changed in the server's HTML under `root`, and the last
 * button clicked there. From here on React hears clicks itself (and replays one on a part still
 * hydrating), so the loader stops noting them.
 */
export function noteEarlyInput(root: ParentNode): void {
  noted = [];
  const button = globalThis.takeEarlyClick?.() ?? null;
  clicked = button && root.contains(button) ? button : null;
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input, select',
  )) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected))
        noted.push({ kind: 'selected', control, value: control.value });
    } else if (control.type === 'radio' || control.type === 'checkbox') {
      // A radio can only have been checked: the one it replaced follows by itself.
      if (
        control.checked !== control.defaultChecked &&
        (control.checked || control.type !== 'radio')
      )
        noted.push({ kind: 'checked', control, checked: control.checked });
    }
  }
}

/**
 * Once hydrated: each noted change under `within` (every one without it) told to the app, in the
 * page's order. Called from a part that has hydrated, for what that part holds.
 */
export function replayEarlyInput(within?: Node | null): void {
  const mine = noted.filter(({ control }) => !within || within.contains(control));
  noted = noted.filter((change) => !mine.includes(change));
  for (const change of mine) {
    if (!change.control.isConnected) continue;
    if (change.kind === 'checked') replayCheck(change.control, change.checked);
    else {
      change.control.value = change.value;
      change.control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

/**
 * Once the whole page has hydrated: the button clicked before the app ran (the language picker,
 * the chat, a menu), clicked again, so the dialog or menu the visitor asked for opens (decision
 * 0237). Only the last click counts: a visitor whose tap did nothing taps again, and two replays
 * would open and close the same dialog. A menu opens on `pointerdown` (Radix's dropdown), a
 * dialog on `click`: the replay gives both, as a tap does.
 */
export function replayEarlyClick(): void {
  const button = clicked;
  clicked = null;
  if (!button?.isConnected || button.disabled) return;
  const pointer = {
    bubbles: true,
    cancelable: true,
    button: 0,
    isPrimary: true,
    pointerType: 'mouse',
  };
  button.dispatchEvent(new PointerEvent('pointerdown', pointer));
  button.dispatchEvent(new PointerEvent('pointerup', pointer));
  button.click();
}

/**
 * For a part of a server-rendered page with choices of its own (a form outside the storefront):
 * put the ref on the element that holds them; once the part has hydrated, what the visitor chose
 * there before is told to it.
 */
export function useEarlyInputReplay<T extends Element>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) replayEarlyInput(ref.current);
  }, []);
  return ref;
}

/**
 * A check or an uncheck as a click, the event React listens for on these: first the opposite
 * through React's own setter (so React knows the state the click changes), then the click.
 */
function replayCheck(control: HTMLInputElement, checked: boolean): void {
  control.checked = !checked;
  control.click();
}
