import { ROUTES } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPageConfig } from '@/app/page-config';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { UserIcon } from '@/ui/icons';
import { HeaderMenus } from './header-menus';
import { LanguagePicker } from './language-picker';
import { MobileMenu } from './mobile-menu';
import { SiteLink } from './site-link';
import { AIRCOVE_FALLBACK, AIRCOVE_PATH } from './site-links';
import { useSiteLinks } from './use-site-links';

/**
 * spec §2 header: logo to /, the dropdowns and blog, the account icon to /subscriptions, the
 * language selector, and the call-to-action buttons to /setup and /aircove, which are hidden from
 * medium screens upward (the slide-out menu takes the menus on small screens).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const brand = getPageConfig().brandName;
  // Issue 17: the router's page on the marketing site, else the user's router coupon, else none.
  const aircove = useSiteLinks().resolve(AIRCOVE_PATH, AIRCOVE_FALLBACK);
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <MobileMenu />
        <Link
          to={localize(ROUTES.home)}
          className="me-2 inline-flex min-h-10 items-center rounded-control text-lg font-bold tracking-tight"
        >
          {brand}
        </Link>
        <HeaderMenus />
        <div className="ms-auto flex items-center gap-1">
          <LanguagePicker />
          <Link
            to={localize(ROUTES.dashboard)}
            aria-label={t('site.header.account')}
            className="inline-flex size-10 items-center justify-center rounded-control text-ink hover:bg-surface-muted"
          >
            <UserIcon className="size-6" />
          </Link>
        </div>
      </div>
      <div className="flex gap-2 px-4 pb-3 md:hidden">
        <Button asChild className="flex-1">
          <Link to={localize(ROUTES.setup)}>{t('site.cta.setup')}</Link>
        </Button>
        {aircove ? (
          <Button asChild variant="secondary" className="flex-1">
            <SiteLink link={aircove}>{t('site.cta.aircove')}</SiteLink>
          </Button>
        ) : null}
      </div>
    </header>
  );
}
