import { useTranslation } from 'react-i18next';
import { CenteredPage } from '@/app/centered-page';
import { usePageTitle } from '@/app/use-page-title';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn.title'));
  return (
    <CenteredPage>
      <h1 className="text-2xl font-bold">{t('auth.signIn.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('auth.signIn.intro')}</p>
      <SignInForm />
    </CenteredPage>
  );
}
