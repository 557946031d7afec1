import { useState, type ReactNode } from 'react';
import { ROUTES } from '@halyard/domain';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openChat } from '@/app/chat/chat-state';
import { getPageConfig } from '@/app/page-config';
import { useLocalizePath } from '@/i18n/use-language';
import { DialogContent } from '@/ui/dialog';
import { MenuIcon } from '@/ui/icons';
import { AccountNavRegion } from '../account-nav-region';
import { SiteLink } from './site-link';
import { HEADER_MENUS, type HeaderMenu } from './site-links';
import { useSiteLinks } from './use-site-links';

const linkClass =
  'flex min-h-10 w-full items-center rounded-control px-3 text-start text-ink hover:bg-surface-muted';

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="border-b border-border py-3 first:pt-0">
      <h2 className="mb-1 px-3 text-sm font-semibold text-ink-muted">{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

/**
 * spec §2 on mobile a slide-out menu (a Radix dialog from the start edge) with the header's menus
 * and a my-account section holding the account navigation.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const brand = getPageConfig().brandName;
  const { shown, link, offers } = useSiteLinks();
  const blog = link('blog');

  const menu = (key: HeaderMenu) => {
    const links = shown(HEADER_MENUS[key]);
    if (links.length === 0) return null;
    return (
      <Section key={key} title={t(`site.menus.${key}`, { brand })}>
        {links.map(({ key: linkKey, ...target }) => (
          <li key={linkKey}>
            <SiteLink link={target} onClick={close} className={linkClass}>
              {t(`site.links.${linkKey}`)}
            </SiteLink>
          </li>
        ))}
      </Section>
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('site.header.menu')}
        className="-ms-2 inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-muted md:hidden"
      >
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <DialogContent title={brand} closeLabel={t('common.close')} placement="start">
        <section aria-labelledby="mobile-menu-account" className="border-b border-border pb-4">
          <h2 id="mobile-menu-account" className="mb-2 px-3 text-sm font-semibold text-ink-muted">
            {t('site.header.myAccount')}
          </h2>
          <AccountNavRegion onNavigate={close} />
        </section>
        <div className="pt-3">
          {menu('why')}
          {menu('products')}
          {menu('devices')}
          <Section title={t('site.menus.help')}>
            <li>
              <Link to={localize(ROUTES.support)} onClick={close} className={linkClass}>
                {t('site.links.support')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={linkClass}
                onClick={() => {
                  close();
                  openChat();
                }}
              >
                {t('site.liveChat')}
              </button>
            </li>
            {offers('redeem-code') ? (
              <li>
                <Link to={localize(ROUTES.redeem)} onClick={close} className={linkClass}>
                  {t('site.redeem')}
                </Link>
              </li>
            ) : null}
          </Section>
          {blog ? (
            <SiteLink link={blog} className={`${linkClass} mt-2 font-medium`}>
              {t('site.links.blog')}
            </SiteLink>
          ) : null}
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
