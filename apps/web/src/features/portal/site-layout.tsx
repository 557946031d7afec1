import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteFooter } from './site/site-footer';
import { SiteHeader } from './site/site-header';

const MAIN_ID = 'main';

/**
 * The public site's frame for pages anyone may read (help centre, legal pages; issue 17): the
 * site header and footer around the page, without the account navigation's sidebar. Signed in,
 * the header's menu still holds the account navigation.
 */
export function SiteLayout() {
  const { t } = useTranslation();
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToMain}
        className="sr-only rounded-control bg-surface px-4 py-2 focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:shadow-card"
      >
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 sm:px-6"
      >
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
