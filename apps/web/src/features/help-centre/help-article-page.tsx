import type { HelpArticle } from '@halyard/contract';
import { findHelpArticle, HELP_CENTRE_PATH, helpPath, isHelpSection } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useLocalizePath } from '@/i18n/use-language';
import { ArticleView } from './article-view';
import type { Crumb } from './breadcrumbs';
import { fetchHelpArticle } from './help-api';

/** `/support/<section>/<article>`: an article of the table (domain), else the 404 page. */
export async function helpArticleLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<HelpArticle> {
  const section = isHelpSection(params.section) ? params.section : null;
  const entry = section ? findHelpArticle(section, params.article) : undefined;
  if (!entry) throw data(null, { status: 404 });
  return fetchHelpArticle(params, entry.slug, request.signal);
}

export function HelpArticlePage() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const article = useLoaderData<HelpArticle>();
  const section = article.section ?? undefined;
  const crumbs: Crumb[] = [{ label: t('help.title'), to: localize(HELP_CENTRE_PATH) }];
  if (isHelpSection(section)) {
    crumbs.push({ label: t(`help.sections.${section}`), to: localize(helpPath({ section })) });
  }
  return <ArticleView article={article} crumbs={crumbs} />;
}
