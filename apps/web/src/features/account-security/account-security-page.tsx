import { useTranslation } from 'react-i18next';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import { TitledPageHeader } from '@/app/titled-page-header';

/** Issue 23: /account-billing/security — two-factor sign-in, passkeys, sessions (decision 0117). */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl space-y-6">
      <TitledPageHeader title={t('security.title')} intro={t('security.intro')} />
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
    </div>
  );
}
