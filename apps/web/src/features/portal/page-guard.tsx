import type { ReactNode } from 'react';
import { guardingNavItem } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { useAccountNavigation } from '@/app/account-navigation';
import { Redirect } from '@/app/redirect';
import { useBarePath, useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { NotAvailablePage } from './not-available-page';

/**
 * spec §6 for addresses: a page the user's navigation does not lead to is not shown (the same
 * domain rule hides its link, `pageAccess`); another dashboard address leads to the user's own.
 * Pages no navigation item leads to (payment history) render at once.
 */
export function PageGuard({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const path = useBarePath();
  const localize = useLocalizePath();
  const navigation = useAccountNavigation();

  if (guardingNavItem(path) === null) return children;
  // Signed out: the portal layout is on its way to the sign-in page.
  if (navigation.status === 'pending' || navigation.status === 'signed-out') {
    return (
      <LoadingRegion label={t('app.loading')} className="space-y-4">
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="h-48 w-full" />
      </LoadingRegion>
    );
  }
  if (navigation.status === 'error') {
    return (
      <div role="alert" className="rounded-card bg-surface p-6 shadow-card">
        <h1 className="text-2xl font-bold">{t('portal.loadFailed.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('portal.loadFailed.body')}</p>
        <Button className="mt-4" onClick={navigation.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const { access } = navigation;
  if (access.kind === 'redirect') return <Redirect to={localize(access.to)} />;
  if (access.kind === 'not-available') return <NotAvailablePage item={access.item} />;
  return children;
}
