import type { ContentDocument as Document } from '@halyard/contract';
import { languageFor, type LanguageCode } from '@halyard/domain';
import { RichText } from './rich-text';

/**
 * A rendered Markdown document (help article, legal page; decisions 0130, 0131): its title, the
 * note that it is shown in English in place of the page's language (`fallbackNote`), and its
 * text, marked with the language it is written in.
 */
export function MarkdownDocument({
  document,
  fallbackNote,
}: {
  readonly document: Document;
  readonly fallbackNote: string;
}) {
  const lang = languageFor(document.language as LanguageCode)?.languageCode;
  return (
    <article className="rounded-card bg-surface p-6 shadow-card sm:p-8">
      <h1 lang={lang} className="text-3xl font-bold tracking-tight">
        {document.title}
      </h1>
      {document.fallback ? (
        <p className="mt-3 rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-900">
          {fallbackNote}
        </p>
      ) : null}
      <div lang={lang} className="mt-6">
        <RichText html={document.html} />
      </div>
    </article>
  );
}
