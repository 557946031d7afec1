import { useEffect } from 'react';
import { replayEarlyClick } from './ssr/early-input';

/**
 * Marks the document once the app has taken over the page (hydrated what the server rendered, or
 * rendered it itself): `data-hydrated` on <html>, which the journeys wait for as a person waits
 * for a page to answer. The root layout and the root error page (which replaces the layout when a
 * loader fails, e.g. an unknown help article's 404) both mark it. The button clicked before then
 * is clicked again here, once every part of the page has hydrated (decision 0237).
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    replayEarlyClick();
  }, []);
}
