import type { ReactNode } from 'react';
import { footerRules, LEGAL_PAGE_IDS } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { LEGAL_LINK_LABELS } from '@/app/legal-links';
import { getPageConfig } from '@/app/page-config';
import { useNow } from '@/app/use-now';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { DeviceIcon } from '@/ui/icons';
import { Link } from 'react-router';
import { CookiePreferences } from './cookie-preferences';
import { SiteLink } from './site-link';
import {
  DEVICE_BAR,
  FOOTER_GROUPS,
  SOCIAL_NETWORKS,
  TOP_LINKS,
  socialProfileUrl,
  type FooterGroup,
  type SiteLinkKey,
} from './site-links';
import { useSiteLinks, type ResolvedLink } from './use-site-links';

const linkClass = 'inline-flex min-h-6 items-center hover:text-ink hover:underline';
const STRIP_CLASS = 'mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-3 sm:px-6';

/** A list of the footer's site links, each in its words (`site.links.<key>`). */
function LinkList({
  links,
  className,
  linkClassName,
  icon,
}: {
  readonly links: readonly (ResolvedLink & { readonly key: SiteLinkKey })[];
  readonly className: string;
  readonly linkClassName: string;
  readonly icon?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {links.map(({ key, ...link }) => (
        <li key={key}>
          <SiteLink link={link} className={linkClassName}>
            {icon}
            {t(`site.links.${key}`)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * spec §2 footer, its language rules from the domain (`footerRules`): the top links strip only in
 * English, the device bar only in German, Spanish, French, Dutch and Polish, privacy policy and
 * terms with the locale prefix, and the current year in the copyright. Links lead where issue 17
 * says (`useSiteLinks`); a group, strip or bar with no link left is not shown.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizePath();
  const rules = footerRules(language.code, useNow());
  const brand = getPageConfig().brandName;
  const { shown } = useSiteLinks();
  const topLinks = rules.showTopLinks ? shown(TOP_LINKS) : [];
  const deviceBar = rules.showDeviceBar ? shown(DEVICE_BAR) : [];
  const groups = (Object.keys(FOOTER_GROUPS) as FooterGroup[])
    .map((group) => ({ group, links: shown(FOOTER_GROUPS[group]) }))
    .filter(({ links }) => links.length > 0);

  return (
    <footer className="border-t border-border bg-surface pb-24 text-sm text-ink-muted">
      {topLinks.length > 0 ? (
        <nav aria-label={t('site.footer.topLinks')} className="border-b border-border">
          <LinkList
            links={topLinks}
            className={STRIP_CLASS}
            linkClassName={`${linkClass} font-medium text-ink`}
          />
        </nav>
      ) : null}
      {deviceBar.length > 0 ? (
        <nav
          aria-label={t('site.footer.deviceBar')}
          className="border-b border-border bg-surface-muted"
        >
          <LinkList
            links={deviceBar}
            className={STRIP_CLASS}
            linkClassName={`${linkClass} gap-2 font-medium text-ink`}
            icon={<DeviceIcon className="size-4" />}
          />
        </nav>
      ) : null}
      <nav aria-label={t('site.footer.label')} className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <div className="grid grid-cols-2 gap-6 sm:grid-cols-4">
          {groups.map(({ group, links }) => (
            <div key={group}>
              <h2 className="mb-2 font-semibold text-ink">{t(`site.footer.groups.${group}`)}</h2>
              <LinkList links={links} className="space-y-1" linkClassName={linkClass} />
            </div>
          ))}
        </div>
      </nav>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 border-t border-border px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>{t('site.footer.copyright', { year: rules.copyrightYear, brand })}</p>
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {LEGAL_PAGE_IDS.map((page) => (
            <li key={page}>
              <Link to={rules.legalUrls[page]} className={linkClass}>
                {t(`site.footer.${LEGAL_LINK_LABELS[page]}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={localize('/accessibility')} className={linkClass}>
              {t('site.footer.accessibility')}
            </Link>
          </li>
          <li>
            <CookiePreferences />
          </li>
        </ul>
        <ul aria-label={t('site.footer.social')} className="flex flex-wrap gap-x-4 gap-y-2">
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network}>
              <a
                href={socialProfileUrl(network, brand)}
                rel="noopener noreferrer"
                className={linkClass}
              >
                {t(`site.social.${network}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
