import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page the server rendered (and on the server), true once the page
 * is the app's (decision 0140). A form's submit button waits for it: submitted before the app
 * runs, the browser would send the form as a plain GET, field values in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
