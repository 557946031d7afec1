import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import { PageHeader } from '@/ui/page-header';

/** Issue 23: /account-billing/security — two-factor sign-in, passkeys, sessions (decision 0117). */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  usePageTitle(t('security.title'));
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title={t('security.title')} intro={t('security.intro')} />
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
    </div>
  );
}
