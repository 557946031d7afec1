import type { HelpArticle } from '@halyard/contract';
import {
  HELP_CENTRE_PATH,
  helpPath,
  isHelpSection,
  type HelpArticle as HelpArticleEntry,
} from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useLocalizePath } from '@/i18n/use-language';
import { ArticleView } from './article-view';
import type { Crumb } from './breadcrumbs';
import { fetchHelpArticle } from './help-api';

/** An article of the domain's table, at `/support/<section>/<slug>` or `/support/<slug>`. */
export function helpArticleLoader(entry: HelpArticleEntry) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<HelpArticle> =>
    fetchHelpArticle(params, entry.slug, request.signal);
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
