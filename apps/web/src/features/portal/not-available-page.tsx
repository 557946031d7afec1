import { NAV_ITEMS, type NavItemId } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { LockIcon } from '@/ui/icons';
import { navLabelKey } from './nav-label';

/** The page of a navigation item this account is not entitled to (spec §6). */
export function NotAvailablePage({ item }: { readonly item: NavItemId }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const feature = t(navLabelKey(NAV_ITEMS[item]));
  usePageTitle(t('portal.notAvailable.title'));
  return (
    <section className="rounded-card bg-surface p-6 shadow-card sm:p-8">
      <LockIcon className="size-8 text-ink-muted" />
      <h1 className="mt-3 text-2xl font-bold">{t('portal.notAvailable.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('portal.notAvailable.body', { feature })}</p>
      <Button asChild className="mt-6">
        <Link to={localize('/subscriptions')}>{t('portal.notAvailable.home')}</Link>
      </Button>
    </section>
  );
}
