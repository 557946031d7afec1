import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's `<main>`, which the skip link focuses. */
export const MAIN_ID = 'main';

/** "Skip to main content": the first focusable element of the site's pages (WCAG 2.4.1). */
export function SkipToMain() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only rounded-control bg-surface px-4 py-2 focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:shadow-card"
    >
      {t('app.skipToContent')}
    </a>
  );
}
