import type { HelpArticleSummary } from '@halyard/contract';
import { HELP_SECTIONS, helpPath } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { useLocalizePath } from '@/i18n/use-language';
import { ArticleList } from './article-list';
import { ContactBox } from './contact-box';
import { fetchHelpArticles } from './help-api';
import { SearchForm } from './search-form';

interface HelpHome {
  readonly query: string;
  readonly articles: readonly HelpArticleSummary[];
}

/** `/support` (and `/support?q=…`): every article by section, or the search's results. */
export async function helpCentreLoader({ params, request }: LoaderFunctionArgs): Promise<HelpHome> {
  const query = new URL(request.url).searchParams.get('q')?.trim().slice(0, 200) ?? '';
  const { articles } = await fetchHelpArticles(params, query ? { q: query } : {}, request.signal);
  return { query, articles };
}

export function HelpCentrePage() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { query, articles } = useLoaderData<HelpHome>();
  usePageTitle(t('help.title'));
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">{t('help.title')}</h1>
        <p className="text-ink-muted">{t('help.intro')}</p>
        <SearchForm query={query} />
      </div>
      {query ? (
        <section aria-labelledby="results" className="rounded-card bg-surface p-6 shadow-card">
          <h2 id="results" className="text-lg font-bold" aria-live="polite">
            {articles.length > 0
              ? t('help.search.results', { count: articles.length, query })
              : t('help.search.none', { query })}
          </h2>
          <ArticleList articles={articles} />
        </section>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {HELP_SECTIONS.map((section) => (
            <section
              key={section}
              aria-labelledby={`section-${section}`}
              className="rounded-card bg-surface p-6 shadow-card"
            >
              <h2 id={`section-${section}`} className="text-lg font-bold">
                <Link to={localize(helpPath({ section }))} className="hover:underline">
                  {t(`help.sections.${section}`)}
                </Link>
              </h2>
              <ArticleList articles={articles.filter((a) => a.section === section)} />
            </section>
          ))}
        </div>
      )}
      <ContactBox />
    </div>
  );
}
