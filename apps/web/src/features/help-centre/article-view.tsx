import type { HelpArticle } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { MarkdownDocument } from '@/app/markdown-document';
import { usePageTitle } from '@/app/use-page-title';
import { ArticleFeedback } from './article-feedback';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { ContactBox } from './contact-box';

/**
 * One help article: where it sits, its title, a note when it is shown in English in place of the
 * page's language (issue 17), its text, "was this helpful?" and the way to reach support.
 */
export function ArticleView({
  article,
  crumbs,
}: {
  readonly article: HelpArticle;
  readonly crumbs: readonly Crumb[];
}) {
  const { t } = useTranslation();
  usePageTitle(article.title);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Breadcrumbs crumbs={[...crumbs, { label: article.title }]} />
      <MarkdownDocument document={article} fallbackNote={t('help.fallback')} />
      {/* Keyed: the article routes share one page component, and an answer given on one article
          must not show as given on the next. */}
      <ArticleFeedback key={article.slug} slug={article.slug} language={article.language} />
      <ContactBox />
    </div>
  );
}
