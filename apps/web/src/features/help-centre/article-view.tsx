import type { HelpArticle } from '@halyard/contract';
import { languageFor, type LanguageCode } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/app/rich-text';
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
  const lang = languageFor(article.language as LanguageCode)?.languageCode;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Breadcrumbs crumbs={[...crumbs, { label: article.title }]} />
      <article className="rounded-card bg-surface p-6 shadow-card sm:p-8">
        <h1 lang={lang} className="text-3xl font-bold tracking-tight">
          {article.title}
        </h1>
        {article.fallback ? (
          <p className="mt-3 rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-900">
            {t('help.fallback')}
          </p>
        ) : null}
        <div lang={lang} className="mt-6">
          <RichText html={article.html} />
        </div>
      </article>
      <ArticleFeedback slug={article.slug} language={article.language} />
      <ContactBox />
    </div>
  );
}
