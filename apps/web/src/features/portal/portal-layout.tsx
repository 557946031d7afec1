import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { isApiError } from '@/app/api-error';
import { Redirect } from '@/app/redirect';
import { sessionQuery } from '@/app/session-query';
import { signInRedirectPath } from '@/app/sign-in-redirect';
import { useLanguage } from '@/i18n/use-language';
import { PageGuard } from './page-guard';
import { PortalSidebar } from './portal-sidebar';
import { MAIN_ID, SkipToMain } from './skip-to-main';
import { SiteFooter } from './site/site-footer';
import { SiteHeader } from './site/site-header';

/** The signed-in layout: header on top, account navigation on the left, the page, the footer. */
export function PortalLayout() {
  const language = useLanguage();
  const location = useLocation();
  const session = useQuery(sessionQuery);

  // The route loader let us in; a session that ends while the page is open sends us back.
  if (isApiError(session.error, 401)) {
    return <Redirect to={signInRedirectPath(language, location.pathname + location.search)} />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipToMain />
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the first view, so pages growing as
          their data arrives never shift it (CLS, issue 7 item 9). */}
      <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-1 gap-8 px-4 py-6 sm:px-6">
        <PortalSidebar />
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1">
          {/* Its own boundary (decision 0230): a server-rendered page hydrates and commits
              apart from the header, navigation and footer, in two shorter tasks. */}
          <Suspense fallback={null}>
            <PageGuard>
              <Outlet />
            </PageGuard>
          </Suspense>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
