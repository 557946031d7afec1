import type { HelpArticle, HelpArticleSummary } from '@halyard/contract';
import {
  findHelpArticle,
  HELP_CENTRE_PATH,
  isHelpSection,
  type HelpSection,
} from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { useLocalizePath } from '@/i18n/use-language';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';
import { Breadcrumbs } from './breadcrumbs';
import { ContactBox } from './contact-box';
import { fetchHelpArticle, fetchHelpArticles } from './help-api';

type Topic =
  | {
      readonly kind: 'section';
      readonly section: HelpSection;
      readonly articles: readonly HelpArticleSummary[];
    }
  | { readonly kind: 'article'; readonly article: HelpArticle };

/**
 * `/support/<topic>`: a section's articles (`/support/billing`) or an article of the help
 * centre's top level (`/support/contact`); anything else is the 404 the server also answers.
 */
export async function helpTopicLoader({ params, request }: LoaderFunctionArgs): Promise<Topic> {
  const topic = params.topic;
  if (isHelpSection(topic)) {
    const { articles } = await fetchHelpArticles(params, { section: topic }, request.signal);
    return { kind: 'section', section: topic, articles };
  }
  const entry = findHelpArticle(null, topic);
  if (!entry) throw data(null, { status: 404 });
  return { kind: 'article', article: await fetchHelpArticle(params, entry.slug, request.signal) };
}

export function HelpTopicPage() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const topic = useLoaderData<Topic>();
  const home = { label: t('help.title'), to: localize(HELP_CENTRE_PATH) };
  if (topic.kind === 'article') return <ArticleView article={topic.article} crumbs={[home]} />;
  return <SectionView section={topic.section} articles={topic.articles} home={home} />;
}

function SectionView({
  section,
  articles,
  home,
}: {
  readonly section: HelpSection;
  readonly articles: readonly HelpArticleSummary[];
  readonly home: { readonly label: string; readonly to: string };
}) {
  const { t } = useTranslation();
  const title = t(`help.sections.${section}`);
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Breadcrumbs crumbs={[home, { label: title }]} />
      <section className="rounded-card bg-surface p-6 shadow-card sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <ArticleList articles={articles} />
      </section>
      <ContactBox />
    </div>
  );
}
