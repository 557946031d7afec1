import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getPageConfig } from './page-config';
import { serverScope } from './ssr/server-scope';

/** Sets the tab title to "<page> · <brand>" while the page is shown. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('app.pageTitle', { page, brand: getPageConfig().brandName });
  // The server writes it into the document's <title> (decision 0140).
  const server = serverScope();
  if (server) server.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
