import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAccountNavigation } from '@/app/account-navigation';
import { signInRedirectPath } from '@/app/sign-in-redirect';
import { useLanguage } from '@/i18n/use-language';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { AccountNavList } from './account-nav';

/** The account navigation in its landmark, with its loading and error states. */
export function AccountNavRegion({ onNavigate }: { readonly onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigation = useAccountNavigation();
  const language = useLanguage();
  const location = useLocation();
  return (
    <nav aria-label={t('navigation.label')}>
      {navigation.status === 'ready' ? (
        <AccountNavList items={navigation.items} onNavigate={onNavigate} />
      ) : navigation.status === 'signed-out' ? (
        // A visitor on a public page (help centre): sign in, then come back here.
        <Link
          to={signInRedirectPath(language, location.pathname)}
          onClick={onNavigate}
          className="flex min-h-10 items-center rounded-control px-3 font-semibold text-brand-700 hover:bg-surface-muted"
        >
          {t('site.header.signIn')}
        </Link>
      ) : navigation.status === 'error' ? (
        <div role="alert" className="px-4 text-sm text-danger-700">
          <p>{t('navigation.failed')}</p>
          <button
            type="button"
            onClick={navigation.retry}
            className="mt-2 min-h-6 font-semibold underline"
          >
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <LoadingRegion label={t('app.loading')} className="space-y-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </LoadingRegion>
      )}
    </nav>
  );
}
