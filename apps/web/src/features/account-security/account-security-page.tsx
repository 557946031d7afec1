import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** Issue 23: /account-billing/security — two-factor sign-in, passkeys, sessions (decision 0117). */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  usePageTitle(t('security.title'));
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('security.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('security.intro')}</p>
      </div>
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
    </div>
  );
}
