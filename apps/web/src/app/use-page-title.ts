import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getPageConfig } from './page-config';

/** Sets the tab title to "<page> · <brand>" while the page is shown. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('app.pageTitle', { page, brand: getPageConfig().brandName });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
