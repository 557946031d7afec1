import { Outlet } from 'react-router';
import { SiteFooter } from './site/site-footer';
import { SiteHeader } from './site/site-header';
import { MAIN_ID, SkipToMain } from './skip-to-main';

/**
 * The public site's frame for pages anyone may read (help centre, legal pages; issue 17): the
 * site header and footer around the page, without the account navigation's sidebar. Signed in,
 * the header's menu still holds the account navigation.
 */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipToMain />
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
