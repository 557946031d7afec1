import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { CardsSkeleton, EmptyCard, QueryFailed } from '@/ui/query-states';
import { changelogQuery } from './changelog-query';
import { TitledPageHeader } from '@/app/titled-page-header';

/**
 * spec §2 Changelog: product changes from the database, newest first; the server marks recent
 * ones (decision 0063) and the page labels them with spec §9's "New!".
 */
export function ChangelogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const changes = useInfiniteQuery(changelogQuery);
  const entries = changes.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="space-y-6">
      <TitledPageHeader title={t('changelog.title')} intro={t('changelog.intro')} />
      {changes.isPending ? (
        <CardsSkeleton label={t('app.loading')} count={3} />
      ) : changes.isError && entries.length === 0 ? (
        <QueryFailed
          query={changes}
          message={t('changelog.failed')}
          retryLabel={t('common.retry')}
        />
      ) : entries.length === 0 ? (
        <EmptyCard>{t('changelog.none')}</EmptyCard>
      ) : (
        <ol className="space-y-4" aria-label={t('changelog.listLabel')}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <article className="rounded-card bg-surface p-6 shadow-card">
                <div className="flex flex-wrap items-center gap-3">
                  <h2 className="text-lg font-bold">{entry.title}</h2>
                  {entry.is_new ? (
                    <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-semibold text-white">
                      {t('changelog.new')}
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-ink-muted">
                  <time dateTime={entry.published_at}>
                    {formatDate(entry.published_at, language)}
                  </time>
                </p>
                <p className="mt-3">{entry.body}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {changes.hasNextPage ? (
        <Button
          variant="secondary"
          pending={changes.isFetchingNextPage}
          onClick={() => void changes.fetchNextPage()}
        >
          {t('changelog.older')}
        </Button>
      ) : null}
    </div>
  );
}
