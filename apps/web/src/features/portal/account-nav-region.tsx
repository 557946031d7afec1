import { useTranslation } from 'react-i18next';
import { useAccountNavigation } from '@/app/account-navigation';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { AccountNavList } from './account-nav';

/** The account navigation in its landmark, with its loading and error states. */
export function AccountNavRegion({ onNavigate }: { readonly onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigation = useAccountNavigation();
  return (
    <nav aria-label={t('navigation.label')}>
      {navigation.status === 'ready' ? (
        <AccountNavList items={navigation.items} onNavigate={onNavigate} />
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
