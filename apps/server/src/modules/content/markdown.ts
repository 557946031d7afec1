import { Marked, type Tokens } from 'marked';
import { localizedPath, type LanguageCode } from '@halyard/domain';

/** `## Keep it up to date {#update}`: a heading with an id other pages link to (spec §2 #update). */
const HEADING_ID = /\s*\{#([a-z][\w-]*)\}\s*$/i;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text of rendered HTML, for summaries and search. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

export interface RenderedMarkdown {
  /** The first level-1 heading's text (the page renders it as its own h1). */
  readonly title: string;
  /** The document without that heading. */
  readonly html: string;
  /** The first paragraph as plain text. */
  readonly summary: string;
  /** The ids of headings marked `{#id}`. */
  readonly anchors: readonly string[];
}

/**
 * Markdown to HTML with `marked` (decision 0130). Operator-written text is still treated as text:
 * raw HTML in the source is escaped, not passed through. Site-relative links (`/support/…`) take
 * the page's locale prefix (spec §2), so a German article links to German pages; other links open
 * with `rel="noopener noreferrer"`.
 */
export function renderMarkdown(source: string, language: LanguageCode): RenderedMarkdown {
  const anchors: string[] = [];
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const id = HEADING_ID.exec(inner)?.[1];
        if (id) anchors.push(id);
        const attr = id ? ` id="${escapeHtml(id)}"` : '';
        return `<h${depth}${attr}>${inner.replace(HEADING_ID, '')}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        if (href.startsWith('/') && !href.startsWith('//')) {
          return `<a href="${escapeHtml(localizedPath(href, language))}"${titleAttr}>${inner}</a>`;
        }
        if (!/^(https?:|mailto:)/i.test(href)) return inner;
        return `<a href="${escapeHtml(href)}"${titleAttr} rel="noopener noreferrer">${inner}</a>`;
      },
    },
  });
  const tokens = marked.lexer(source);
  const titleIndex = tokens.findIndex((t) => t.type === 'heading' && t.depth === 1);
  const titleToken = tokens[titleIndex] as Tokens.Heading | undefined;
  if (titleIndex >= 0) tokens.splice(titleIndex, 1);
  const html = marked.parser(tokens);
  const firstParagraph = tokens.find((t): t is Tokens.Paragraph => t.type === 'paragraph');
  return {
    title: titleToken ? plainText(marked.parseInline(titleToken.text) as string) : '',
    html,
    summary: firstParagraph ? plainText(marked.parseInline(firstParagraph.text) as string) : '',
    anchors,
  };
}
