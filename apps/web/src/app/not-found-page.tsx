import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { CenteredPage } from './centered-page';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  usePageTitle(t('notFound.title'));
  return (
    <CenteredPage>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-ink-muted">{t('notFound.body')}</p>
      <Button asChild className="mt-6">
        <Link to={localize('/subscriptions')}>{t('notFound.home')}</Link>
      </Button>
    </CenteredPage>
  );
}
