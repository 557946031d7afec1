import type { ContentDocument, HelpArticle, HelpArticleSummary } from '@halyard/contract';
import {
  DEFAULT_LANGUAGE,
  HELP_ARTICLES,
  helpPath,
  isLegalPage,
  languageFor,
  type HelpArticle as HelpArticleEntry,
  type LanguageCode,
} from '@halyard/domain';
import { plainText, renderMarkdown, type RenderedMarkdown } from './markdown';
import type { ContentKind, ContentStore } from './content-store';

interface Rendered extends RenderedMarkdown {
  readonly language: LanguageCode;
  readonly fallback: boolean;
  /** Title and text, folded for search. */
  readonly searchText: string;
  readonly titleText: string;
}

/** Lower case without accents (NFKD), so "Rückerstattung" is found by "ruckerstattung". */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/**
 * The help centre's and legal pages' documents in a language (issue 17): the language's own file
 * when there is one, otherwise English marked `fallback` (the page says so). `{{brand}}` in the
 * source becomes the configured brand name (DESIGN.md: never a hard-coded brand).
 */
export function createContentService(deps: { store: ContentStore; brandName: string }) {
  const memo = new Map<string, { source: string; rendered: Rendered }>();

  function render(kind: ContentKind, slug: string, code: LanguageCode): Rendered | null {
    const own = deps.store.read(kind, languageFor(code).languageCode, slug);
    const source = own ?? deps.store.read(kind, 'en', slug);
    if (source === null) return null;
    const language = own !== null ? code : DEFAULT_LANGUAGE;
    const key = `${kind}/${code}/${slug}`;
    const hit = memo.get(key);
    if (hit && hit.source === source) return hit.rendered;
    const markdown = renderMarkdown(source.replaceAll('{{brand}}', deps.brandName), code);
    const rendered: Rendered = {
      ...markdown,
      language,
      fallback: own === null && code !== DEFAULT_LANGUAGE,
      titleText: foldForSearch(markdown.title),
      searchText: foldForSearch(`${markdown.title} ${plainText(markdown.html)}`),
    };
    memo.set(key, { source, rendered });
    return rendered;
  }

  /** A help article of the table; its English text must exist (a missing one is a deploy error). */
  function renderArticle(entry: HelpArticleEntry, code: LanguageCode): Rendered {
    const rendered = render('help', entry.slug, code);
    if (!rendered) throw new Error(`help article "${entry.slug}" has no English text`);
    return rendered;
  }

  const summaryOf = (entry: HelpArticleEntry, doc: Rendered): HelpArticleSummary => ({
    slug: entry.slug,
    section: entry.section,
    path: helpPath(entry),
    title: doc.title,
    summary: doc.summary,
    language: doc.language,
    fallback: doc.fallback,
  });

  return {
    helpArticle(code: LanguageCode, slug: string): HelpArticle | null {
      const entry = HELP_ARTICLES.find((a) => a.slug === slug);
      if (!entry) return null;
      const doc = renderArticle(entry, code);
      return { ...summaryOf(entry, doc), html: doc.html };
    },

    /**
     * The articles of a section (or all), in the table's order; with `query`, only those whose
     * title or text holds every word, title matches first.
     */
    helpArticles(
      code: LanguageCode,
      filter: { section?: string; query?: string },
    ): HelpArticleSummary[] {
      const words = foldForSearch(filter.query ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const found = HELP_ARTICLES.filter(
        (entry) => filter.section === undefined || entry.section === filter.section,
      )
        .map((entry) => ({ entry, doc: renderArticle(entry, code) }))
        .filter(({ doc }) => words.every((word) => doc.searchText.includes(word)))
        .map(({ entry, doc }) => ({
          summary: summaryOf(entry, doc),
          inTitle: words.filter((word) => doc.titleText.includes(word)).length,
        }));
      if (words.length > 0) found.sort((a, b) => b.inTitle - a.inTitle);
      return found.map(({ summary }) => summary);
    },

    legalPage(code: LanguageCode, page: string): ContentDocument | null {
      if (!isLegalPage(page)) return null;
      const doc = render('legal', page, code);
      if (!doc) throw new Error(`legal page "${page}" has no English text`);
      return { title: doc.title, html: doc.html, language: doc.language, fallback: doc.fallback };
    },

    /** The anchors a document's headings declare (tests check translations keep them). */
    anchorsOf(kind: ContentKind, slug: string, code: LanguageCode): readonly string[] {
      return render(kind, slug, code)?.anchors ?? [];
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
