import type { HelpArticleSummary } from '@halyard/contract';
import { Link } from 'react-router';
import { useLocalizePath } from '@/i18n/use-language';

/** Articles as links with their first paragraph, for sections and search results. */
export function ArticleList({ articles }: { readonly articles: readonly HelpArticleSummary[] }) {
  const localize = useLocalizePath();
  return (
    <ul className="divide-y divide-border">
      {articles.map((article) => (
        <li key={article.slug} className="py-3">
          <Link
            to={localize(article.path)}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {article.title}
          </Link>
          <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}
