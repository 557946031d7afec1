import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { readConsent } from './consent';
import { nextPageViewId } from './page-view-id';

/**
 * spec §2/§7: a page view on every route change (so on each locale change), with the spec §3
 * payload, to POST /api/page-view. The referrer of an in-app navigation is the page before it.
 * spec §8: a failure is only logged. Skipped when the visitor turned analytics off (decision 0043).
 * The sender loads after the first page renders: tracking never delays a page.
 */
export function usePageViews(): void {
  const location = useLocation();
  const language = useLanguage();
  const page = location.pathname + location.search;
  const previousUrl = useRef<string | null>(null);
  const lastPage = useRef<string | null>(null);

  useEffect(() => {
    if (lastPage.current === page) return; // the same page rendered again (StrictMode, hash moves)
    lastPage.current = page;
    nextPageViewId();
    const fullUrl = window.location.href;
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = fullUrl;
    if (!readConsent().analytics) return;
    import('./page-view-sender')
      .then(({ sendPageView }) => sendPageView(language, fullUrl, referrer))
      .catch((error: unknown) => console.error('Page view not recorded:', error));
  }, [page, language]);
}
