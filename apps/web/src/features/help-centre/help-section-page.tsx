import type { HelpArticleSummary } from '@halyard/contract';
import { HELP_CENTRE_PATH, type HelpSection } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { useLocalizePath } from '@/i18n/use-language';
import { ArticleList } from './article-list';
import { Breadcrumbs } from './breadcrumbs';
import { ContactBox } from './contact-box';
import { fetchHelpArticles } from './help-api';

interface Section {
  readonly section: HelpSection;
  readonly articles: readonly HelpArticleSummary[];
}

/** `/support/<section>` (`/support/billing`): the section's articles, in the table's order. */
export function helpSectionLoader(section: HelpSection) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<Section> => {
    const { articles } = await fetchHelpArticles(params, { section }, request.signal);
    return { section, articles };
  };
}

export function HelpSectionPage() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { section, articles } = useLoaderData<Section>();
  const title = t(`help.sections.${section}`);
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Breadcrumbs
        crumbs={[{ label: t('help.title'), to: localize(HELP_CENTRE_PATH) }, { label: title }]}
      />
      <section className="rounded-card bg-surface p-6 shadow-card sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <ArticleList articles={articles} />
      </section>
      <ContactBox />
    </div>
  );
}
