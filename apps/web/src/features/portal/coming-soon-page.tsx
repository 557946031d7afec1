import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { ComingSoonHandle } from '@/app/portal-pages';
import { usePageTitle } from '@/app/use-page-title';

/**
 * A portal page whose backend is not there yet: its real heading and an honest note.
 * TODO(portal issues per area): each route of `comingSoonPages` gets its page as its API lands.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as ComingSoonHandle | undefined;
  const title = handle ? t(`pages.${handle.comingSoon}`) : t('pages.fallback');
  usePageTitle(title);
  return (
    <section className="rounded-card bg-surface p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 rounded-control border border-dashed border-border-strong p-4 text-ink-muted">
        {t('pages.comingSoon')}
      </p>
    </section>
  );
}
