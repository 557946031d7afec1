import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/ui/button';
import { CenteredPage } from './centered-page';
import { NotFoundPage } from './not-found-page';
import { usePageTitle } from './use-page-title';
import { useMarkHydrated } from './use-mark-hydrated';

/** The root error boundary: 404s (unknown locale prefix) get the 404 page, the rest a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  useMarkHydrated();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedError />;
}

function UnexpectedError() {
  const { t } = useTranslation();
  usePageTitle(t('routeError.title'));
  return (
    <CenteredPage>
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p className="mt-3 text-ink-muted">{t('routeError.body')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </CenteredPage>
  );
}
