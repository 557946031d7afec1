import type { ReactNode } from 'react';
import { footerRules, LEGAL_PAGE_IDS } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { LockIcon } from '@/ui/icons';
import { LEGAL_LINK_LABELS } from '../legal-links';
import { getPageConfig } from '../page-config';
import { useNow } from '../use-now';

const footerLink = 'underline underline-offset-2 hover:text-ink';

/**
 * The storefront's frame (order, checkout, gift cards, setup): the brand, a "secure checkout"
 * note, the page, and the legal links. No marketing navigation: a buyer is not sent elsewhere
 * halfway through paying (DESIGN.md "trust in five seconds").
 */
export function ShopLayout({
  children,
  secure = true,
}: {
  readonly children: ReactNode;
  /** Show the "secure checkout" note (pages that take payment details). */
  readonly secure?: boolean;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const localize = useLocalizePath();
  const language = useLanguage();
  const rules = footerRules(language.code, useNow());
  const brand = getPageConfig().brandName;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('shop.skipToContent')}
      </a>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={localize('/order')} className="text-lg font-bold tracking-tight text-ink">
            {brand}
          </Link>
          {secure ? (
            <p className="flex items-center gap-1.5 text-sm font-medium text-ink-muted">
              <LockIcon className="size-4" />
              {t('shop.secure')}
            </p>
          ) : null}
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-28 sm:px-6"
      >
        {children}
      </main>
      <footer className="border-t border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-5 text-sm text-ink-muted sm:px-6">
          <span>{t('shop.copyright', { year: rules.copyrightYear, brand })}</span>
          {/* Issue 17: the legal pages, served by this app (decision 0131). */}
          {LEGAL_PAGE_IDS.map((page) => (
            <Link key={page} className={footerLink} to={rules.legalUrls[page]}>
              {t(`shop.${LEGAL_LINK_LABELS[page]}`)}
            </Link>
          ))}
          <Link className={footerLink} to={localize('/accessibility')}>
            {t('shop.accessibility')}
          </Link>
        </div>
      </footer>
    </div>
  );
}
