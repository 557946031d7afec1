import { useTranslation } from 'react-i18next';
import { getPageConfig } from '@/app/page-config';
import { usePageTitle } from '@/app/use-page-title';

/**
 * Issue 9 item 3: the accessibility statement, linked from the portal's and the storefront's
 * footers (decision 0078). A page of its own: readable signed in or not, in every language.
 */
export function AccessibilityPage() {
  const { t } = useTranslation();
  usePageTitle(t('accessibility.title'));
  const brand = getPageConfig().brandName;
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10 sm:py-16">
      <p className="mb-8 text-xl font-bold tracking-tight text-ink">{brand}</p>
      <main
        id="main"
        className="w-full max-w-2xl space-y-4 rounded-card bg-surface p-6 shadow-card sm:p-8"
      >
        <h1 className="text-2xl font-bold">{t('accessibility.title')}</h1>
        <p>{t('accessibility.intro', { brand })}</p>
        <p>{t('accessibility.standard')}</p>
        <p>{t('accessibility.testing')}</p>
        <p>{t('accessibility.limits')}</p>
        <p>{t('accessibility.contact')}</p>
      </main>
    </div>
  );
}
