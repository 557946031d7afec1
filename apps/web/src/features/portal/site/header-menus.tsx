import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPageConfig } from '@/app/page-config';
import { openChat } from '@/app/chat/chat-state';
import { ROUTES } from '@halyard/domain';
import { useLocalizePath } from '@/i18n/use-language';
import { ChevronDownIcon } from '@/ui/icons';
import { SiteLink } from './site-link';
import { HEADER_MENUS, type HeaderMenu } from './site-links';
import { useSiteLinks } from './use-site-links';

const itemClass =
  'flex min-h-10 w-full cursor-pointer items-center rounded-control px-3 text-start text-ink outline-none data-[highlighted]:bg-surface-muted';

/** One header dropdown (Radix: arrow keys move, Escape closes, focus returns to the button). */
function Menu({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex min-h-10 items-center gap-1 rounded-control px-3 font-medium text-ink hover:bg-surface-muted data-[state=open]:bg-surface-muted">
        {label}
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-40 min-w-56 rounded-control border border-border bg-surface p-1 shadow-card"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A dropdown of site links; not shown when none of them leads anywhere (issue 17). */
function LinksMenu({ menu }: { readonly menu: HeaderMenu }) {
  const { t } = useTranslation();
  const links = useSiteLinks().shown(HEADER_MENUS[menu]);
  if (links.length === 0) return null;
  return (
    <Menu label={t(`site.menus.${menu}`, { brand: getPageConfig().brandName })}>
      {links.map(({ key, ...link }) => (
        <DropdownMenu.Item key={key} asChild>
          <SiteLink link={link} className={itemClass}>
            {t(`site.links.${key}`)}
          </SiteLink>
        </DropdownMenu.Item>
      ))}
    </Menu>
  );
}

/** spec §2 "Get help holds /support, live chat and /redeem". */
function HelpMenu() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { offers } = useSiteLinks();
  return (
    <Menu label={t('site.menus.help')}>
      <DropdownMenu.Item asChild>
        <Link to={localize(ROUTES.support)} className={itemClass}>
          {t('site.links.support')}
        </Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item className={itemClass} onSelect={openChat}>
        {t('site.liveChat')}
      </DropdownMenu.Item>
      {offers('redeem-code') ? (
        <DropdownMenu.Item asChild>
          <Link to={localize(ROUTES.redeem)} className={itemClass}>
            {t('site.redeem')}
          </Link>
        </DropdownMenu.Item>
      ) : null}
    </Menu>
  );
}

/** spec §2 header: the dropdowns (why the product, products, devices, get help) and the blog. */
export function HeaderMenus() {
  const { t } = useTranslation();
  const blog = useSiteLinks().link('blog');
  return (
    <nav aria-label={t('site.header.label')} className="hidden items-center gap-1 md:flex">
      <LinksMenu menu="why" />
      <LinksMenu menu="products" />
      <LinksMenu menu="devices" />
      <HelpMenu />
      {blog ? (
        <SiteLink
          link={blog}
          className="inline-flex min-h-10 items-center rounded-control px-3 font-medium text-ink hover:bg-surface-muted"
        >
          {t('site.links.blog')}
        </SiteLink>
      ) : null}
    </nav>
  );
}
